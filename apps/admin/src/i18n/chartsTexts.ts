// The chart kit's texts (the column names of a chart's figures table) travel with the kit.
import { registerAppTexts } from './locales';
import ru from './charts.ru';
import uz from './charts.uz';

registerAppTexts('charts', { uz, ru });
