// The settings pages' names (app.settings: the menu and the pages' titles) travel with the menu's
// chunk (layout/menuConfig.ts), not in the first load: registered on load.
import { registerAppTexts } from './locales';

registerAppTexts('settings', {
  uz: { company: 'Kompaniya rekvizitlari', document_templates: 'Hujjat shablonlari' },
  ru: { company: 'Реквизиты компании', document_templates: 'Шаблоны документов' },
});
