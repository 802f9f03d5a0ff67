import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Form } from 'react-admin';
import { renderWithAdmin } from '../test/helpers';
import { applyPhoneEdit, isCompletePhone, maskPhone, parsePhone } from './phoneMask';
import { PhoneInput } from './PhoneInput';

describe('phone mask', () => {
  it('masks progressively as 3-2-3-2 after the +998 prefix', () => {
    expect(maskPhone('9')).toBe('+998 (9');
    expect(maskPhone('901')).toBe('+998 (90) 1');
    expect(maskPhone('90123456')).toBe('+998 (90) 123-45-6');
    expect(maskPhone('901234567')).toBe('+998 (90) 123-45-67');
    expect(maskPhone('+998901234567')).toBe('+998 (90) 123-45-67');
    expect(maskPhone('998901234567')).toBe('+998 (90) 123-45-67');
    expect(maskPhone('')).toBe('');
  });

  it('keeps a national number that itself starts with 998 (code 99, number 8…)', () => {
    expect(maskPhone('998123456')).toBe('+998 (99) 812-34-56');
  });

  it('submits the normalised value only once complete (19 characters masked)', () => {
    expect(parsePhone('+998 (90) 123-45-67')).toBe('+998901234567');
    expect(parsePhone('+998 (90) 123-45')).toBe('+998 (90) 123-45');
    expect(isCompletePhone('+998901234567')).toBe(true);
    expect(isCompletePhone('+998 (90) 123-45-6')).toBe(false);
  });

  it('deletes the digit before a separator when Backspace hits the separator', () => {
    // "+998 (90) 123" with the ")" removed by Backspace
    const edit = applyPhoneEdit('+998 (90) 123', '+998 (90 123', 8);
    expect(edit.masked).toBe('+998 (91) 23');
    expect(edit.caret).toBe(7);
  });
});

function renderPhoneForm(onSubmit: (values: Record<string, unknown>) => void, defaultValues: Record<string, unknown> = {}) {
  return renderWithAdmin(
    <Form onSubmit={onSubmit} defaultValues={defaultValues} disableInvalidFormNotification>
      <PhoneInput source="phone_number" label="app.auth.phone" />
      <button type="submit">submit</button>
    </Form>,
  );
}

describe('<PhoneInput>', () => {
  it('shows the mask while typing and submits +998XXXXXXXXX', async () => {
    const onSubmit = vi.fn();
    renderPhoneForm(onSubmit);
    const input = await screen.findByLabelText(/Telefon raqami/);

    await userEvent.type(input, '901234567');
    expect(input).toHaveValue('+998 (90) 123-45-67');

    await userEvent.click(screen.getByText('submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ phone_number: '+998901234567' });
  });

  it.each(['+998 91 234 56 78', '998912345678', '8 91 234 56 78'])('keeps the number typed key by key with its prefix: %s', async (keys) => {
    const onSubmit = vi.fn();
    renderPhoneForm(onSubmit);
    const input = await screen.findByLabelText(/Telefon raqami/);

    await userEvent.type(input, keys);
    expect(input).toHaveValue('+998 (91) 234-56-78');

    await userEvent.click(screen.getByText('submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ phone_number: '+998912345678' });
  });

  it('shows a stored number with the mask', async () => {
    renderPhoneForm(vi.fn(), { phone_number: '+998917654321' });
    expect(await screen.findByLabelText(/Telefon raqami/)).toHaveValue('+998 (91) 765-43-21');
  });

  it('refuses an incomplete number with a translated message', async () => {
    const onSubmit = vi.fn();
    renderPhoneForm(onSubmit);
    const input = await screen.findByLabelText(/Telefon raqami/);
    fireEvent.change(input, { target: { value: '90123' } });
    expect(input).toHaveValue('+998 (90) 123');

    await userEvent.click(screen.getByText('submit'));
    expect(await screen.findByText('Telefon raqamini toʻliq kiriting: +998 (90) 123-45-67')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
