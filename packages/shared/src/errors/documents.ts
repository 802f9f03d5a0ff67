import type { CodeOf } from './code';

/** Word templates of documents (contract, schedule, receipt, refusal). */
export const DocumentTemplateError = {
  /** Not a DOCX, does not parse, or uses a tag its kind does not have: one error per problem, naming the tag. */
  INVALID: 'document_template.invalid',
  /** A built-in template cannot be changed or deleted. */
  BUILTIN: 'document_template.builtin',
} as const;

/** Printing documents from templates. */
export const DocumentsError = {
  SALE_NOT_CONFIRMED: 'documents.sale_not_confirmed',
  /** `template` of another kind than the document asked for. */
  TEMPLATE_KIND: 'documents.template_kind',
  /** No template at all for the kind and language (the built-ins were not seeded). */
  NO_TEMPLATE: 'documents.no_template',
  /** The template could not be filled (a template stored before its check, or a broken file). */
  RENDER_FAILED: 'documents.render_failed',
  PDF_UNAVAILABLE: 'documents.pdf_unavailable',
  /** LibreOffice failed or took too long on this document. */
  PDF_FAILED: 'documents.pdf_failed',
  BUSY: 'documents.busy',
} as const;

export type DocumentsErrorCode = CodeOf<typeof DocumentTemplateError> | CodeOf<typeof DocumentsError>;
