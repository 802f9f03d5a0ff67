// The documents texts (print dialog, templates, company details, the sale's contract) travel with the
// chunks that show them (sales, clients, debts, refusals, settings): registered on load.
import { registerResourceTexts } from './locales';
import ru from './documents.ru';
import uz from './documents.uz';

registerResourceTexts('documents', { uz, ru });
