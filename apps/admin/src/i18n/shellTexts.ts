// The signed-in shell's texts travel with the main layout's chunk (layout/AppLayout.tsx).
import { registerAppTexts } from './locales';
import ru from './shell.ru';
import uz from './shell.uz';

for (const section of ['appearance', 'user_menu', 'menu', 'pages', 'common'] as const) registerAppTexts(section, { uz: uz[section], ru: ru[section] });
