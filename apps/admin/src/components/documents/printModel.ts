import { P, type DocumentTemplateChoice, type DocumentTemplateKind, type DocumentTemplateLanguage, type PermissionCode } from '@mijozlar/shared';

export type DocumentKind = DocumentTemplateKind;
export type DocumentLanguage = DocumentTemplateLanguage;
export type DocumentFormat = 'docx' | 'pdf';

/** Reading the record is enough to print it (DOCS-CONTRACT "Printing"). */
export const PRINT_PERMISSION: Record<DocumentKind, PermissionCode> = {
  contract: P.SALE_READ,
  schedule: P.SALE_READ,
  receipt: P.CLIENT_DEBT_READ,
  refusal: P.REFUSAL_READ,
};

/** GET paths of a printed document: under the record's own prefix. */
export function documentPath(kind: DocumentKind, id: number | string, format: DocumentFormat): string {
  const key = encodeURIComponent(String(id));
  switch (kind) {
    case 'contract':
    case 'schedule':
      return `sale/${key}/${kind}.${format}`;
    case 'receipt':
      return `payment-report/${key}/receipt.${format}`;
    case 'refusal':
      return `refusals/${key}/document.${format}`;
  }
}

/** The name the file is saved under when the answer has no Content-Disposition (it normally has). */
export function fallbackFileName(kind: DocumentKind, id: number | string, format: DocumentFormat): string {
  return `${kind}-${id}.${format}`;
}

export const TEMPLATE_CHOICES_PATH = 'document-template/choices';
export const TEMPLATE_PLACEHOLDERS_PATH = 'document-template/placeholders';

/**
 * The template the server would take by itself for this language: the building's default, else the
 * company-wide default, else the built-in; undefined when the list has none of the language.
 */
export function defaultChoice(choices: readonly DocumentTemplateChoice[], language: DocumentLanguage, building?: number | null): DocumentTemplateChoice | undefined {
  const ofLanguage = choices.filter((choice) => choice.language === language);
  return (
    (building != null ? ofLanguage.find((choice) => choice.is_default && choice.building?.id === building) : undefined) ??
    ofLanguage.find((choice) => choice.is_default && !choice.building) ??
    ofLanguage.find((choice) => choice.is_builtin) ??
    ofLanguage[0]
  );
}

/** The choices of one language, the default first, then the building's, the company-wide, the built-in last. */
export function choicesOf(choices: readonly DocumentTemplateChoice[], language: DocumentLanguage): DocumentTemplateChoice[] {
  const rank = (choice: DocumentTemplateChoice) => (choice.is_builtin ? 3 : choice.is_default ? 0 : choice.building ? 1 : 2);
  return choices.filter((choice) => choice.language === language).sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}
