// The search screen's texts (app.search) travel with its lazy chunk, not the first load.
import { registerAppTexts } from './locales';
import ru from './search.ru';
import uz from './search.uz';

registerAppTexts('search', { uz, ru });
