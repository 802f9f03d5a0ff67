// The backups texts travel with the backups chunk (not in the first load): registered on load.
import { registerResourceTexts } from '../../i18n/locales';
import ru from '../../i18n/backups.ru';
import uz from '../../i18n/backups.uz';

registerResourceTexts('backups', { uz, ru });
