import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DataProvider } from 'react-admin';
import { AppNotification } from '../../layout/AppNotification';
import { renderWithAdmin } from '../../test/helpers';
import { SmsCreate } from './SmsCreate';
import { CLIENT_OR_LID, RECIPIENT_REQUIRED, toSmsPayload, validateSmsForm } from './smsForm';
import { countSms } from './smsSegments';
import './texts'; // the SMS chunk registers them in the app (screens.ts)

describe('SMS segment counter', () => {
  it('Latin (GSM-7): 160 in one part, then 153 per part', () => {
    expect(countSms('')).toMatchObject({ encoding: 'gsm', parts: 0, remaining: 160 });
    expect(countSms('Salom')).toMatchObject({ encoding: 'gsm', length: 5, parts: 1, perPart: 160, remaining: 155 });
    expect(countSms('a'.repeat(160))).toMatchObject({ parts: 1, remaining: 0 });
    expect(countSms('a'.repeat(161))).toMatchObject({ parts: 2, perPart: 153, remaining: 306 - 161 });
    expect(countSms('a'.repeat(306))).toMatchObject({ parts: 2, remaining: 0 });
    expect(countSms('a'.repeat(307))).toMatchObject({ parts: 3 });
  });

  it('extension characters take two septets', () => {
    expect(countSms('€')).toMatchObject({ encoding: 'gsm', length: 2 });
    expect(countSms('[a]')).toMatchObject({ length: 5 });
  });

  it('Cyrillic (UCS-2): 70 in one part, then 67 per part', () => {
    expect(countSms('Привет')).toMatchObject({ encoding: 'unicode', length: 6, parts: 1, perPart: 70, remaining: 64 });
    expect(countSms('я'.repeat(70))).toMatchObject({ parts: 1, remaining: 0 });
    expect(countSms('я'.repeat(71))).toMatchObject({ parts: 2, perPart: 67, remaining: 134 - 71 });
    expect(countSms('я'.repeat(135))).toMatchObject({ parts: 3 });
  });

  it('one non-GSM letter (Uzbek ʻ) makes the whole text UCS-2', () => {
    expect(countSms('Toʻlov muddati yaqinlashdi')).toMatchObject({ encoding: 'unicode', perPart: 70 });
  });
});

describe('SMS recipient rules', () => {
  it('someone must be chosen, and not clients and leads together', () => {
    expect(validateSmsForm({ clients: [], lids: [], people_group: null, text: 'x' })).toEqual({ recipients: RECIPIENT_REQUIRED });
    expect(validateSmsForm({ clients: [1], lids: [2], text: 'x' })).toEqual({ recipients: CLIENT_OR_LID });
    expect(validateSmsForm({ clients: [1], text: 'x' })).toEqual({});
    expect(validateSmsForm({ lids: [2], text: 'x' })).toEqual({});
    expect(validateSmsForm({ people_group: 3, text: 'x' })).toEqual({});
  });

  it('sends only what was chosen', () => {
    expect(toSmsPayload({ clients: [1, 2], lids: [], people_group: '', text: ' Salom ' })).toEqual({ clients: [1, 2], text: 'Salom' });
    expect(toSmsPayload({ people_group: '4', text: 'Salom' })).toEqual({ people_group: 4, text: 'Salom' });
  });
});

function smsDataProvider(request = vi.fn((_path: string, _options?: unknown) => Promise.resolve({ count: 1, results: [] }))) {
  const lists: Record<string, unknown[]> = {
    clients: [{ id: 11, name: 'Akmal Toshev', phone_number: '+998901111111' }],
    lids: [{ id: 21, name: 'Bobur Lidov', phone_number: '+998902222222' }],
    peopleGroups: [{ id: 1, name: 'Barcha mijozlar' }],
  };
  return {
    request,
    dataProvider: {
      getList: (resource: string) => Promise.resolve({ data: lists[resource] ?? [], total: (lists[resource] ?? []).length }),
      request,
    } as unknown as DataProvider,
  };
}

async function pick(label: string, option: RegExp) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('<SmsCreate>', () => {
  it('refuses to send to nobody, and to clients and leads together, with the spec messages', async () => {
    const { request, dataProvider } = smsDataProvider();
    renderWithAdmin(<SmsCreate />, { dataProvider, path: '/sms/smsCreate' });
    await userEvent.type(screen.getByRole('textbox', { name: /Xabar matni/ }), 'Salom');

    await userEvent.click(screen.getByRole('button', { name: 'Yuborish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kimga yuborishni tanlang!');

    await pick('Mijozlar', /Akmal Toshev/);
    await pick('Lidlar', /Bobur Lidov/);
    await userEvent.click(screen.getByRole('button', { name: 'Yuborish' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Mijozni yoki lidni tanlang, ikkalasini emas!'));
    expect(request).not.toHaveBeenCalled();
  });

  it('asks for confirmation, then sends the chosen clients and the text', async () => {
    const { request, dataProvider } = smsDataProvider();
    renderWithAdmin(
      <>
        <SmsCreate />
        <AppNotification />
      </>,
      { dataProvider, path: '/sms/smsCreate' },
    );
    await pick('Mijozlar', /Akmal Toshev/);
    const text = screen.getByRole('textbox', { name: /Xabar matni/ });
    fireEvent.change(text, { target: { value: 'Привет' } });
    expect(screen.getByTestId('sms-counter')).toHaveTextContent('6 belgi · 1 ta SMS · har biri 70 belgigacha · 64 belgi qoldi');

    await userEvent.click(screen.getByRole('button', { name: 'Yuborish' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('1 ta mijoz');
    expect(request).not.toHaveBeenCalled();
    await userEvent.click(screen.getAllByRole('button', { name: 'Yuborish' }).at(-1)!);
    await waitFor(() => expect(request).toHaveBeenCalledWith('sms', { method: 'POST', body: { clients: [11], text: 'Привет' } }));
    expect(await screen.findByText('Xabar yuborildi')).toBeInTheDocument();
  });
});
