// The roles texts travel with the roles chunk (not in the first load): registered on load.
import { registerResourceTexts } from '../../i18n/locales';
import ru from '../../i18n/roles.ru';
import uz from '../../i18n/roles.uz';

registerResourceTexts('roles', { uz, ru });
