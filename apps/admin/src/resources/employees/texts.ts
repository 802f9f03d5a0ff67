// The employees screens' texts travel with their chunk (not in the first load): registered on load.
import { registerResourceTexts } from '../../i18n/locales';
import ru from '../../i18n/employees.ru';
import uz from '../../i18n/employees.uz';

registerResourceTexts('employees', { uz, ru });
