// Weekday and month names travel with the chunks that show them (the dashboard, statistics, the
// wallets' chart), not the first load.
import { registerAppTexts } from './locales';
import ru from './calendar.ru';
import uz from './calendar.uz';

for (const section of ['weekdays', 'weekdays_long', 'months'] as const) registerAppTexts(section, { uz: uz[section], ru: ru[section] });
