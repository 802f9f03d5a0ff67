// The collection texts travel with the chunks that show them (debts list, client page, settings), not the first load.
import { registerResourceTexts } from '../../i18n/locales';
import ru from '../../i18n/collections.ru';
import uz from '../../i18n/collections.uz';

registerResourceTexts('collections', { uz, ru });
