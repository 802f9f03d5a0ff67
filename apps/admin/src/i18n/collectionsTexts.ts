// The collection texts travel with the chunks that show them (debts list, client page, settings), not the first load.
import { registerResourceTexts } from './locales';
import ru from './collections.ru';
import uz from './collections.uz';

registerResourceTexts('collections', { uz, ru });
