// The statistics screens' texts travel with their chunk (not in the first load): registered on load.
import { registerResourceTexts } from '../../i18n/locales';
import ru from '../../i18n/statistics.ru';
import uz from '../../i18n/statistics.uz';

registerResourceTexts('statistics', { uz, ru });
