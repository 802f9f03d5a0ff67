// The reason field's texts (app.reason) travel with components/ReasonDialog.tsx, which only lazy
// screens use (wallets, sales, suppliers, investors, refusals): registered on load.
import { registerAppTexts } from './locales';
import ru from './reason.ru';
import uz from './reason.uz';

registerAppTexts('reason', { uz, ru });
