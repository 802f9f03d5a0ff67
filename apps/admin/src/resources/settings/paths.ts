/** The settings screens (beyond the spec, SETTINGS_WRITE) and their API paths. */
export const COMPANY_PATH = '/settings/company';
export const DOCUMENT_TEMPLATES_PATH = '/settings/document-templates';
export const COMPANY_API = 'settings/company';
export const DOCUMENT_TEMPLATES_API = 'document-template';
export const documentTemplateApi = (id: number) => `document-template/${id}`;
export const documentTemplateFileApi = (id: number) => `document-template/${id}/file`;
