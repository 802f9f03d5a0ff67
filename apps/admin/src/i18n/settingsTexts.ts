// The settings pages' names (app.settings: the menu and the pages' titles) travel with the menu's
// chunk (layout/menuConfig.ts), not in the first load: registered on load.
import { registerAppTexts } from './locales';

registerAppTexts('settings', {
  uz: { company: 'Kompaniya rekvizitlari', collections: 'Undirish', document_templates: 'Hujjat shablonlari' },
  ru: { company: 'Реквизиты компании', collections: 'Взыскание', document_templates: 'Шаблоны документов' },
});
