import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../test/helpers';
import { REASON_MAX, ReasonDialog, reasonError } from './ReasonDialog';

vi.setConfig({ testTimeout: 60_000 });

function open(onConfirm = vi.fn(), locale: 'uz' | 'ru' = 'uz') {
  renderWithAdmin(<ReasonDialog open title="Bekor qilasizmi?" content="№12 operatsiya" confirmLabel="Bekor qilish (storno)" confirmColor="error" onConfirm={onConfirm} onCancel={vi.fn()} />, { locale });
  return onConfirm;
}

describe('the reason dialog', () => {
  it('cannot be confirmed without a reason: says so under the field and sends nothing', async () => {
    const onConfirm = open();
    fireEvent.click(screen.getByRole('button', { name: 'Bekor qilish (storno)' }));
    expect(await screen.findByText('Sababni yozing')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Sabab/), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bekor qilish (storno)' }));
    expect(screen.getByText('Sababni yozing')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('sends the trimmed reason', async () => {
    const onConfirm = open();
    fireEvent.change(screen.getByLabelText(/Sabab/), { target: { value: '  Kassir xato summa kiritdi ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bekor qilish (storno)' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('Kassir xato summa kiritdi'));
  });

  it('asks in Russian too', async () => {
    const onConfirm = open(vi.fn(), 'ru');
    expect(screen.getByLabelText(/Причина/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Bekor qilish (storno)' }));
    expect(await screen.findByText('Укажите причину')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('refuses an empty or too long reason', () => {
    expect(reasonError('')).toEqual({ key: 'app.reason.required' });
    expect(reasonError(' \n ')).toEqual({ key: 'app.reason.required' });
    expect(reasonError('x'.repeat(REASON_MAX))).toBeNull();
    expect(reasonError('x'.repeat(REASON_MAX + 1))).toEqual({ key: 'app.reason.too_long', max: REASON_MAX });
  });
});
