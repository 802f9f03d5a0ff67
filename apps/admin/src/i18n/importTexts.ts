// The import dialog's texts (app.import) travel with components/ImportDialog.tsx, which only lazy
// screens use (rooms, clients, construction): registered on load, not in the first load.
import ru from './imports.ru';
import uz from './imports.uz';
import { registerAppTexts } from './locales';

registerAppTexts('import', { uz, ru });
