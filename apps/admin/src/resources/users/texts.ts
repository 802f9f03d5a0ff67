// The users texts travel with the users chunk (not in the first load): registered on load.
import { registerResourceTexts } from '../../i18n/locales';
import ru from '../../i18n/users.ru';
import uz from '../../i18n/users.uz';

registerResourceTexts('users', { uz, ru });
