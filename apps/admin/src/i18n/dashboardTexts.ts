// The dashboard screen's texts (app.dashboard) travel with its lazy chunk, not the first load.
import { registerAppTexts } from './locales';
import ru from './dashboard.ru';
import uz from './dashboard.uz';

registerAppTexts('dashboard', { uz, ru });
