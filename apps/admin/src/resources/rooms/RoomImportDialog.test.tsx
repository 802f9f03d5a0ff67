import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../../test/helpers';
import { RoomImportDialog } from './RoomImportDialog';
import './texts'; // the buildings chunk registers them in the app (screens.ts)

const file = () => new File(['PK fake xlsx'], 'rooms.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

describe('room import dialog', () => {
  it('checks the file with a dry run and lists the errors per row; nothing is imported', async () => {
    const upload = vi.fn().mockResolvedValue({
      status: 400,
      ok: false,
      body: {
        errors: [
          { row: 3, field: 'floor', code: 'room.floor_out_of_range', message: 'Qavat binodagi qavatlar sonidan katta' },
          { row: 5, field: 'number', code: 'unique', message: 'Bu raqamli xonadon binoda bor' },
        ],
      },
    });
    const onImported = vi.fn();
    renderWithAdmin(<RoomImportDialog open buildingId={42} onClose={() => undefined} onImported={onImported} transfer={{ upload }} />);
    expect(screen.getByRole('dialog', { name: 'Xonadonlarni import qilish' })).toBeInTheDocument();

    fireEvent.change(screen.getByTestId('import-file'), { target: { files: [file()] } });
    fireEvent.click(screen.getByRole('button', { name: 'Tekshirish' }));

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      // The column is named as the form names it, never by its key.
      ['3', 'Qavat', 'Qavat binodagi qavatlar sonidan katta'],
      ['5', 'Raqami', 'Bu raqamli xonadon binoda bor'],
    ]);
    // the dry run went to the building's import, with the spec's file field
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload).toHaveBeenCalledWith('42/import-rooms', expect.any(File), expect.objectContaining({ fieldName: 'dataFile', query: { dry_run: true } }));
    // with errors there is nothing to confirm
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
    expect(onImported).not.toHaveBeenCalled();
  });

  it('imports after a clean dry run and reports the count', async () => {
    const upload = vi
      .fn()
      .mockResolvedValueOnce({ status: 200, ok: true, body: { valid: true, rows: 12, errors: [] } })
      .mockResolvedValueOnce({ status: 201, ok: true, body: { created: 12, rows: 12 } });
    const onImported = vi.fn();
    const onClose = vi.fn();
    renderWithAdmin(<RoomImportDialog open buildingId={42} onClose={onClose} onImported={onImported} transfer={{ upload }} />);
    fireEvent.change(screen.getByTestId('import-file'), { target: { files: [file()] } });
    fireEvent.click(screen.getByRole('button', { name: 'Tekshirish' }));
    const confirm = await screen.findByRole('button', { name: 'Import qilish' });
    expect(screen.getByText('Fayl toʻgʻri: 12 ta qator import qilishga tayyor')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(confirm);
    await vi.waitFor(() => expect(onImported).toHaveBeenCalledWith(12));
    expect(upload).toHaveBeenLastCalledWith('42/import-rooms', expect.any(File), expect.objectContaining({ query: undefined }));
    expect(onClose).toHaveBeenCalled();
  });
});
