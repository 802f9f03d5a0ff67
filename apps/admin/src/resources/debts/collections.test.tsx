import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../../test/helpers';
import { QuickContactMenu, ReassignDialog, toContactPayload, validateContact } from './collections';
import type { ClientDebt } from './types';

vi.setConfig({ testTimeout: 60_000 });

const debt = { id: 7, client_name: 'Ali Valiyev', currency: 1, currency_code: 'UZS', responsible: null, promised_date: null, promised_amount: null, promise_broken: false } as unknown as ClientDebt;

function providerWith(request: ReturnType<typeof vi.fn>) {
  return {
    getList: vi.fn(async () => ({ data: [{ id: 3, full_name: 'Kamola Karimova' }], total: 1 })),
    getOne: vi.fn(),
    getMany: vi.fn(async () => ({ data: [] })),
    getManyReference: vi.fn(),
    create: vi.fn(),
    update: vi.fn(),
    updateMany: vi.fn(),
    delete: vi.fn(),
    deleteMany: vi.fn(),
    request,
  } as never;
}

describe('the contact form rules', () => {
  it('a promise needs a date, today or later', () => {
    expect(validateContact({ channel: 'call', result: 'promised', promised_date: '' }, '2026-11-27')).toEqual({ promised_date: 'ra.validation.required' });
    expect(validateContact({ channel: 'call', result: 'promised', promised_date: '2026-11-26' }, '2026-11-27')).toEqual({ promised_date: 'resources.collections.contact.date_past' });
    expect(validateContact({ channel: 'call', result: 'promised', promised_date: '2026-11-27' }, '2026-11-27')).toEqual({});
    expect(validateContact({ channel: 'sms', result: 'no_answer' }, '2026-11-27')).toEqual({});
    expect(validateContact({ channel: '', result: '' }, '2026-11-27')).toEqual({ channel: 'ra.validation.required', result: 'ra.validation.required' });
  });

  it('sends the promise only with a promise, an empty amount left to the API', () => {
    expect(toContactPayload({ channel: 'call', result: 'no_answer', promised_date: '2026-12-01', promised_amount: '5', comment: ' x ' })).toEqual({ channel: 'call', result: 'no_answer', comment: 'x' });
    expect(toContactPayload({ channel: 'call', result: 'promised', promised_date: '2026-12-01', promised_amount: '', comment: '' })).toEqual({
      channel: 'call',
      result: 'promised',
      promised_date: '2026-12-01',
      comment: '',
    });
  });
});

describe('the quick entry menu', () => {
  it('saves "no answer" in two clicks and says so', async () => {
    const request = vi.fn(async () => ({ id: 1 }));
    renderWithAdmin(<QuickContactMenu debt={debt} />, { dataProvider: providerWith(request) });
    fireEvent.click(screen.getByRole('button', { name: 'Qoʻngʻiroq natijasi' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Javob bermadi' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('client-debt/7/contacts', expect.objectContaining({ method: 'POST', body: { channel: 'call', result: 'no_answer', comment: '' } })));
  });

  it('"promised…" opens the small form instead of saving', async () => {
    const request = vi.fn(async () => ({ id: 1 }));
    renderWithAdmin(<QuickContactMenu debt={debt} />, { dataProvider: providerWith(request), locale: 'ru' });
    fireEvent.click(screen.getByRole('button', { name: 'Результат звонка' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Обещал…' }));
    expect(await screen.findByLabelText(/Дата обещания/)).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });
});

describe('the reassign dialog', () => {
  it('needs a user, asks to confirm, then sends the selected debts', async () => {
    const request = vi.fn(async () => ({ updated: 2 }));
    renderWithAdmin(<ReassignDialog ids={[4, 5]} open onClose={vi.fn()} />, { dataProvider: providerWith(request) });
    fireEvent.click(screen.getByRole('button', { name: /Saqlash/ }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('button', { name: /Tasdiqlash/ })).toBeNull();
    expect(request).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByLabelText(/Yangi masʼul/));
    fireEvent.click(await screen.findByRole('option', { name: 'Kamola Karimova' }));
    fireEvent.click(screen.getByRole('button', { name: /Saqlash/ }));
    fireEvent.click(await screen.findByRole('button', { name: /Tasdiqlash/ }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('client-debt/reassign', expect.objectContaining({ method: 'POST', body: { debts: [4, 5], responsible: 3 } })));
  });
});
