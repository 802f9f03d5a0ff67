import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { P, type DocumentPlaceholder } from '@mijozlar/shared';
import { emptyDataProvider, renderWithAdmin } from '../../test/helpers';
import { canOpen } from '../../routes/screens';
import { MENU, visibleMenu } from '../../layout/menuConfig';
import { PlaceholdersPanel } from './PlaceholdersPanel';
import { placeholderText } from './placeholderText';
import { fileProblem } from './TemplateUploadDialog';
import { toCompanyPayload } from './CompanySettingsEdit';

vi.setConfig({ testTimeout: 60_000 });

const PLACEHOLDERS: DocumentPlaceholder[] = [
  { tag: 'client_name', description: 'Xaridorning F.I.Sh.', example: 'Aliyev Vali' },
  { tag: 'schedule', section: true, description: 'Toʻlov jadvali qatorlari', example: '' },
  { tag: 'date', loop: 'schedule', description: 'Toʻlov sanasi', example: '27.12.2026' },
];

afterEach(() => vi.unstubAllGlobals());

describe('the placeholders panel', () => {
  it('lists the kind\'s tags with their meaning and example, and copies {tag} on a click', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const request = vi.fn((_path: string, _options?: unknown) => Promise.resolve(PLACEHOLDERS));
    renderWithAdmin(<PlaceholdersPanel kind="receipt" />, { dataProvider: { ...emptyDataProvider, request } as unknown as DataProvider });
    expect(await screen.findByText('{client_name}')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('document-template/placeholders', expect.objectContaining({ query: { kind: 'receipt' } }));
    expect(screen.getByText('Teglar: Kvitansiya')).toBeInTheDocument();
    expect(screen.getByText('Xaridorning F.I.Sh.')).toBeInTheDocument();
    expect(screen.getByText('Namuna: Aliyev Vali')).toBeInTheDocument();
    expect(screen.getByText('{#schedule}{/schedule}')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /\{client_name\}/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('{client_name}'));
    fireEvent.click(screen.getByRole('button', { name: /\{date\}/ }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('{date}'));
  });

  it('says so when the list cannot be read', async () => {
    const request = vi.fn(() => Promise.reject(new Error('boom')));
    renderWithAdmin(<PlaceholdersPanel kind="contract" />, { dataProvider: { ...emptyDataProvider, request } as unknown as DataProvider, locale: 'ru' });
    expect(await screen.findByText('Не удалось загрузить список тегов')).toBeInTheDocument();
  });

  it('copies sections with their closing tag', () => {
    expect(placeholderText({ tag: 'is_usd', section: true })).toBe('{#is_usd}{/is_usd}');
    expect(placeholderText({ tag: 'inn' })).toBe('{inn}');
  });
});

describe('settings pages', () => {
  it('open with SETTINGS_WRITE only, and the menu shows them under Settings', () => {
    for (const path of ['/settings/company', '/settings/collections', '/settings/document-templates', '/settings/backups']) {
      expect(canOpen([P.SETTINGS_WRITE], path)).toBe(true);
      expect(canOpen([P.SALE_READ], path)).toBe(false);
    }
    const section = visibleMenu(MENU, [P.SETTINGS_WRITE]).find((entry) => entry.key === 'settings');
    expect(section?.kind === 'section' ? section.items.map((item) => item.to) : []).toEqual(['/settings/backups', '/settings/company', '/settings/collections', '/settings/document-templates']);
  });

  it('checks a template file before sending and sends the company details trimmed', () => {
    expect(fileProblem(null)).toBe('resources.documents.templates.no_file');
    expect(fileProblem(new File(['x'], 'a.pdf'))).toBe('resources.documents.templates.not_docx');
    expect(fileProblem(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'a.docx'))).toBe('resources.documents.templates.too_big');
    expect(fileProblem(new File(['x'], 'Shartnoma.DOCX'))).toBeNull();
    expect(toCompanyPayload({ name: ' Qurilish MChJ ', inn: '301234567', mfo: undefined })).toEqual({
      name: 'Qurilish MChJ',
      inn: '301234567',
      address: '',
      phone: '',
      bank_name: '',
      bank_account: '',
      mfo: '',
      director: '',
      escrow_bank: '',
      escrow_account: '',
    });
  });
});
