import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../test/helpers';
import { ImportDialog } from './ImportDialog';

const file = () => new File(['xlsx'], 'mijozlar.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

describe('<ImportDialog>', () => {
  it('checks the file first and lists the errors per row, writing nothing', async () => {
    const upload = vi.fn().mockResolvedValue({
      status: 400,
      ok: false,
      body: { errors: [{ row: 3, field: 'phone_number', code: 'invalid_phone', message: 'Telefon raqami notoʻgʻri' }] },
    });
    renderWithAdmin(<ImportDialog open onClose={vi.fn()} title="resources.clients.import.title" path="import-clients" transfer={{ upload }} />);
    fireEvent.change(screen.getByTestId('import-file'), { target: { files: [file()] } });
    await userEvent.click(screen.getByRole('button', { name: 'Tekshirish' }));

    const table = await screen.findByRole('table', { name: 'Qatorlardagi xatolar' });
    expect(within(table).getByText('3')).toBeInTheDocument();
    expect(within(table).getByText('phone_number')).toBeInTheDocument();
    expect(within(table).getByText('Telefon raqami notoʻgʻri')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0][0]).toBe('import-clients');
    expect(upload.mock.calls[0][2]).toMatchObject({ fieldName: 'dataFile', query: { dry_run: true } });
    expect(screen.queryByRole('button', { name: 'Import qilish' })).not.toBeInTheDocument();
  });

  it('after a clean dry run, imports for real and reports the rows', async () => {
    const upload = vi
      .fn()
      .mockResolvedValueOnce({ status: 200, ok: true, body: { valid: true, rows: 12, errors: [] } })
      .mockResolvedValueOnce({ status: 201, ok: true, body: { rows: 12 } });
    const onImported = vi.fn();
    const onClose = vi.fn();
    renderWithAdmin(
      <ImportDialog open onClose={onClose} title="resources.clients.import.title" path="import-clients" transfer={{ upload }} onImported={onImported} />,
    );
    fireEvent.change(screen.getByTestId('import-file'), { target: { files: [file()] } });
    await userEvent.click(screen.getByRole('button', { name: 'Tekshirish' }));
    expect(await screen.findByText('Fayl toʻgʻri: 12 ta qator import qilishga tayyor')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Import qilish' }));
    await waitFor(() => expect(onImported).toHaveBeenCalledWith(12));
    expect(upload.mock.calls[1][2].query).toBeUndefined();
    expect(onClose).toHaveBeenCalled();
  });
});
