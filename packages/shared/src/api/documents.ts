import type { DateTimeString } from './common';

// Word templates of documents and printing (issue 25; DOCS-CONTRACT).

export const DOCUMENT_TEMPLATE_KINDS = ['contract', 'schedule', 'receipt', 'refusal'] as const;
export type DocumentTemplateKind = (typeof DOCUMENT_TEMPLATE_KINDS)[number];
export const DOCUMENT_LANGUAGES_LIST = ['uz', 'ru'] as const;
export type DocumentTemplateLanguage = (typeof DOCUMENT_LANGUAGES_LIST)[number];

/** GET /api/document-template/, /api/document-template/{id}/. */
export interface DocumentTemplate {
  id: number;
  name: string;
  kind: DocumentTemplateKind;
  language: DocumentTemplateLanguage;
  building: { id: number; name: string } | null;
  is_builtin: boolean;
  is_default: boolean;
  /** Bytes. */
  size: number;
  original_name: string;
  created_by: { id: number; full_name: string } | null;
  created_at: DateTimeString;
  updated_at: DateTimeString;
}

/** GET /api/document-template/choices/?kind=&building=: the print dialog's choice. */
export interface DocumentTemplateChoice {
  id: number;
  name: string;
  language: DocumentTemplateLanguage;
  building: { id: number; name: string } | null;
  is_builtin: boolean;
  is_default: boolean;
}

/** GET /api/document-template/placeholders/?kind=: the tags a template of that kind may use. */
export interface DocumentPlaceholder {
  tag: string;
  loop?: string;
  section?: boolean;
  description: string;
  example: string;
}
