import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Notification, TextInput, required, useDataProvider, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@mijozlar/shared';
import { ApiError } from '../providers/apiErrors';
import { createDataProvider, type ApiDataProvider } from '../providers/dataProvider';
import { createHttpClient } from '../providers/httpClient';
import { emptyDataProvider, jsonResponse, memoryTokens, renderWithAdmin } from '../test/helpers';
import { FormDialog, type FormSubmitContext } from './FormDialog';
import { MoneyOperationDialog } from './MoneyOperationDialog';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const TEXT = {
  uz: { save: 'Saqlash', cancel: 'Bekor qilish', confirm: 'Tasdiqlash', open: 'Ochish' },
  ru: { save: 'Сохранить', cancel: 'Отмена', confirm: 'Подтвердить', open: 'Ochish' },
};

interface Values {
  name: string;
  amount: string;
}

type Submit = (values: Values, context: FormSubmitContext) => Promise<unknown>;

/** A page with a button that opens the dialog; the dialog closes itself after a success. */
function Harness({ submit, confirm = false }: { submit: Submit; confirm?: boolean }) {
  const [open, setOpen] = useState(false);
  const props = {
    open,
    onClose: () => setOpen(false),
    id: 'test-form',
    title: 'Test form',
    defaultValues: { name: '', amount: '' },
    submit,
  };
  const inputs = (
    <>
      <TextInput source="name" label="Nomi" validate={required()} />
      <TextInput source="amount" label="Summa" />
    </>
  );
  return (
    <>
      <Notification />
      <button type="button" onClick={() => setOpen(true)}>
        Ochish
      </button>
      {confirm ? (
        <MoneyOperationDialog<Values> {...props} confirm={{ title: 'Are you sure?', content: (values) => `Send ${values.name}?` }}>
          {inputs}
        </MoneyOperationDialog>
      ) : (
        <FormDialog<Values> {...props}>{inputs}</FormDialog>
      )}
    </>
  );
}

async function openAndFill(name = 'Ali') {
  await userEvent.click(await screen.findByRole('button', { name: 'Ochish' }));
  const dialog = await screen.findByRole('dialog', { name: 'Test form' });
  await userEvent.type(within(dialog).getByLabelText(/^Nomi/), name);
  return dialog;
}

const conflict = () =>
  new ApiError('Javob kelmadi', 409, null, { apiErrors: [{ field: null, code: 'x', message: 'Javob kelmadi' }], refreshAttempted: false, redirected: false });

describe('FormDialog: the idempotency key', () => {
  it('is the same on a retry after a failure, and a new one when the dialog is opened again', async () => {
    const submit = vi.fn<Submit>().mockRejectedValueOnce(conflict()).mockResolvedValue({ id: 1 });
    renderWithAdmin(<Harness submit={submit} confirm />);

    const dialog = await openAndFill();
    await userEvent.click(within(dialog).getByRole('button', { name: TEXT.uz.save }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: TEXT.uz.confirm }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Javob kelmadi')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Test form' })).toBeInTheDocument();

    // The retry of the same operation: same key, and this time it succeeds and the dialog closes.
    await userEvent.click(await within(dialog).findByRole('button', { name: TEXT.uz.save }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: TEXT.uz.confirm }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Test form' })).not.toBeInTheDocument());
    expect(submit).toHaveBeenCalledTimes(2);
    const [first, second] = submit.mock.calls.map(([, context]) => context.idempotencyKey);
    expect(first).toMatch(UUID);
    expect(second).toBe(first);

    // A new opening is a new operation: a new key.
    const again = await openAndFill('Vali');
    await userEvent.click(within(again).getByRole('button', { name: TEXT.uz.save }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: TEXT.uz.confirm }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(3));
    expect(submit.mock.calls[2][1].idempotencyKey).toMatch(UUID);
    expect(submit.mock.calls[2][1].idempotencyKey).not.toBe(first);
    expect(submit.mock.calls[2][0]).toMatchObject({ name: 'Vali' });
  });
});

describe('FormDialog: while the request is under way', () => {
  it('keeps Save and Cancel disabled, sends once however often the form is submitted, then closes', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const submit = vi.fn<Submit>(() => new Promise((resolve) => (finish = resolve)));
    renderWithAdmin(<Harness submit={submit} />);

    const dialog = await openAndFill();
    const save = within(dialog).getByRole('button', { name: TEXT.uz.save });
    await userEvent.click(save);
    await waitFor(() => expect(save).toBeDisabled());
    expect(within(dialog).getByRole('button', { name: TEXT.uz.cancel })).toBeDisabled();
    fireEvent.click(save);
    // Enter in a field submits the form again, whatever the button says.
    fireEvent.submit(save.closest('form')!);
    fireEvent.submit(save.closest('form')!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(submit).toHaveBeenCalledTimes(1);

    await act(async () => finish({ id: 1 }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Test form' })).not.toBeInTheDocument());
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('keeps Save disabled while the confirmation is open; Cancel there gives the form back', async () => {
    const submit = vi.fn<Submit>().mockResolvedValue({});
    renderWithAdmin(<Harness submit={submit} confirm />);

    const dialog = await openAndFill();
    const save = within(dialog).getByRole('button', { name: TEXT.uz.save });
    await userEvent.click(save);
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(confirm).toHaveTextContent('Send Ali?');
    expect(save).toBeDisabled();
    expect(submit).not.toHaveBeenCalled();

    await userEvent.click(within(confirm).getByRole('button', { name: TEXT.uz.cancel }));
    await waitFor(() => expect(save).toBeEnabled());
    expect(submit).not.toHaveBeenCalled();
  });
});

/** The real data provider over a fake API that answers 400 with a field error in the request's language. */
function apiAnswering400(locale: Locale) {
  const messages: Record<Locale, string> = { uz: 'Bu nom band', ru: 'Это имя уже занято' };
  const calls: { url: string; language: string | null; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const language = new Headers(init?.headers).get('Accept-Language');
    calls.push({ url: String(input), language, body: JSON.parse(String(init?.body)) });
    const message = messages[(language as Locale) ?? 'uz'];
    return jsonResponse(400, { errors: [{ field: 'name', code: 'name.taken', message }, { field: 'unknown_field', code: 'x', message: `${message}!` }] });
  });
  const http = createHttpClient({ baseUrl: '/api', tokens: memoryTokens({ access: 'A', refresh: 'R' }), getLocale: () => locale, fetch: fetch as typeof globalThis.fetch });
  const dataProvider = { ...emptyDataProvider, ...createDataProvider(http) } as DataProvider;
  return { dataProvider, calls, message: messages[locale] };
}

function ApiHarness() {
  const dataProvider = useDataProvider<ApiDataProvider>();
  return <Harness submit={(values) => dataProvider.request('wallets', { method: 'POST', body: { name: values.name } })} />;
}

describe('FormDialog: the API refuses the values', () => {
  for (const locale of ['uz', 'ru'] as const) {
    it(`shows the 400's message under the field it names, in ${locale}, and focuses that field`, async () => {
      const api = apiAnswering400(locale);
      renderWithAdmin(<ApiHarness />, { dataProvider: api.dataProvider, locale });

      await userEvent.click(screen.getByRole('button', { name: 'Ochish' }));
      const dialog = await screen.findByRole('dialog', { name: 'Test form' });
      const name = within(dialog).getByLabelText(/^Nomi/);
      await userEvent.type(name, 'Kassa');
      await userEvent.click(within(dialog).getByRole('button', { name: TEXT[locale].save }));

      await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
      expect(api.calls).toHaveLength(1);
      expect(api.calls[0].language).toBe(locale);
      expect(api.calls[0].body).toEqual({ name: 'Kassa' });
      // Under the input (its description), not only in a toast.
      const describedBy = name.getAttribute('aria-describedby') ?? '';
      expect(document.getElementById(describedBy.split(' ')[0])).toHaveTextContent(api.message);
      await waitFor(() => expect(name).toHaveFocus());
      // The error of a field the form does not show is not lost: it comes as a toast.
      expect(await screen.findByText(`${api.message}!`)).toBeInTheDocument();
      // The dialog stays open with what the user typed; fixing the value clears the error.
      expect(name).toHaveValue('Kassa');
      await userEvent.type(name, '2');
      await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'false'));
    });
  }
});
