import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { P, type DocumentTemplateChoice } from '@mijozlar/shared';
import { emptyDataProvider, renderWithAdmin } from '../../test/helpers';
import { toApiError } from '../../providers/apiErrors';
import PrintDialog from './PrintDialog';
import { PrintButton } from './PrintButton';
import { choicesOf, defaultChoice, documentPath } from './printModel';

vi.setConfig({ testTimeout: 60_000 });

const choice = (over: Partial<DocumentTemplateChoice>): DocumentTemplateChoice => ({
  id: 1,
  name: 'Shartnoma',
  language: 'uz',
  building: null,
  is_builtin: false,
  is_default: false,
  ...over,
});

const CHOICES: DocumentTemplateChoice[] = [
  choice({ id: 1, name: 'Tizim shartnomasi', is_builtin: true }),
  choice({ id: 2, name: 'Umumiy shartnoma', is_default: true }),
  choice({ id: 3, name: 'Navoiy shartnomasi', building: { id: 7, name: 'Navoiy' }, is_default: true }),
  choice({ id: 4, name: 'Договор системный', language: 'ru', is_builtin: true }),
  choice({ id: 5, name: 'Договор общий', language: 'ru', is_default: true }),
];

function setup(options: { choices?: DocumentTemplateChoice[]; locale?: 'uz' | 'ru'; download?: (path: string, fallbackName: string, query?: unknown) => Promise<void>; building?: number | null } = {}) {
  const request = vi.fn((_path: string, _options?: unknown) => Promise.resolve(options.choices ?? CHOICES));
  const download = vi.fn(options.download ?? (() => Promise.resolve()));
  const dataProvider = { ...emptyDataProvider, request } as unknown as DataProvider;
  const onClose = vi.fn();
  renderWithAdmin(<PrintDialog open onClose={onClose} kind="contract" id={42} building={options.building ?? 7} transfer={{ download }} />, {
    dataProvider,
    locale: options.locale ?? 'uz',
    permissions: [P.SALE_READ],
  });
  return { request, download, onClose };
}

const templateSelect = () => within(screen.getByTestId('print-template')).getByRole('combobox');

describe('the print dialog', () => {
  it('asks for the kind\'s and building\'s templates and preselects the building\'s default in the UI language', async () => {
    const { request, download, onClose } = setup();
    await waitFor(() => expect(templateSelect().textContent).toContain('Navoiy shartnomasi'));
    expect(request).toHaveBeenCalledWith('document-template/choices', expect.objectContaining({ query: { kind: 'contract', building: 7 } }));
    expect((screen.getByRole('radio', { name: 'Oʻzbekcha' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Word (DOCX)' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Yuklab olish' }));
    await waitFor(() => expect(download).toHaveBeenCalledWith('sale/42/contract.docx', 'contract-42.docx', { language: 'uz', template: 3 }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('lists only the chosen language\'s templates, labels the built-in, and sends the chosen one as PDF', async () => {
    const { download } = setup();
    await waitFor(() => expect(templateSelect().textContent).toContain('Navoiy shartnomasi'));
    fireEvent.click(screen.getByRole('radio', { name: 'Ruscha' }));
    await waitFor(() => expect(templateSelect().textContent).toContain('Договор общий'));
    fireEvent.mouseDown(templateSelect());
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Договор общийasosiy', 'Договор системныйtizimdagi']);
    fireEvent.click(options[1]);
    fireEvent.click(screen.getByRole('radio', { name: 'PDF' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yuklab olish' }));
    await waitFor(() => expect(download).toHaveBeenCalledWith('sale/42/contract.pdf', 'contract-42.pdf', { language: 'ru', template: 4 }));
  });

  it('starts in Russian when the UI is Russian', async () => {
    setup({ locale: 'ru' });
    await waitFor(() => expect(templateSelect().textContent).toContain('Договор общий'));
    expect((screen.getByRole('radio', { name: 'Русский' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows progress while the file comes, then the API\'s message when the PDF cannot be made, and stays open', async () => {
    let fail: (error: unknown) => void = () => undefined;
    const download = () => new Promise<void>((_resolve, reject) => (fail = reject));
    const { onClose } = setup({ download });
    await waitFor(() => expect(templateSelect().textContent).toContain('Navoiy shartnomasi'));
    fireEvent.click(screen.getByRole('radio', { name: 'PDF' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yuklab olish' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Hujjat tayyorlanmoqda');
    expect((screen.getByRole('button', { name: 'Yuklab olish' }) as HTMLButtonElement).disabled).toBe(true);
    const message = 'PDF hozir yaratib boʻlmaydi (serverda LibreOffice yoʻq). DOCX yuklab olish ishlaydi.';
    fail(toApiError(503, { errors: [{ field: null, code: 'documents.pdf_unavailable', message }] }));
    expect(await screen.findByTestId('print-error')).toHaveTextContent(message);
    expect(screen.queryByRole('status')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('prints with the server\'s default when there are no choices', async () => {
    const { download } = setup({ choices: [] });
    expect(await screen.findByText(/tizimdagi shablon ishlatiladi/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Yuklab olish' }));
    await waitFor(() => expect(download).toHaveBeenCalledWith('sale/42/contract.docx', 'contract-42.docx', { language: 'uz', template: undefined }));
  });
});

describe('the print button', () => {
  it('shows only with the read permission of the record', async () => {
    const first = renderWithAdmin(<PrintButton kind="receipt" id={5} />, { permissions: [P.SALE_READ] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button')).toBeNull();
    first.unmount();
    renderWithAdmin(<PrintButton kind="receipt" id={5} />, { permissions: [P.CLIENT_DEBT_READ] });
    expect(await screen.findByRole('button', { name: 'Kvitansiyani chop etish' })).toBeInTheDocument();
  });
});

describe('print model', () => {
  it('knows each document\'s path', () => {
    expect(documentPath('schedule', 3, 'pdf')).toBe('sale/3/schedule.pdf');
    expect(documentPath('receipt', 9, 'docx')).toBe('payment-report/9/receipt.docx');
    expect(documentPath('refusal', 2, 'docx')).toBe('refusals/2/document.docx');
  });

  it('takes the building\'s default, else the company-wide default, else the built-in', () => {
    expect(defaultChoice(CHOICES, 'uz', 7)?.id).toBe(3);
    expect(defaultChoice(CHOICES, 'uz', 8)?.id).toBe(2);
    expect(defaultChoice(CHOICES.filter((item) => item.id !== 2), 'uz', null)?.id).toBe(1);
    expect(choicesOf(CHOICES, 'uz').map((item) => item.id)).toEqual([3, 2, 1]);
  });
});
