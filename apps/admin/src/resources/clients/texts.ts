// The clients texts travel with the chunks that show them (not in the first load): registered on load.
import { registerResourceTexts } from '../../i18n/locales';
import ru from '../../i18n/clients.ru';
import uz from '../../i18n/clients.uz';

registerResourceTexts('clients', { uz, ru });
