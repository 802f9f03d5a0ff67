// The investors screens' texts travel with their chunk (not in the first load): registered on load.
import { registerResourceTexts } from '../../i18n/locales';
import ru from '../../i18n/investors.ru';
import uz from '../../i18n/investors.uz';

registerResourceTexts('investors', { uz, ru });
