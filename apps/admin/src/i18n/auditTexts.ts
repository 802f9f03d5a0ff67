// The audit trail's texts (resources.audit) travel with the Audit screen's chunk and the History
// section's chunk (components/history), not the first load.
import { registerResourceTexts } from './locales';
import ru from './audit.ru';
import uz from './audit.uz';

registerResourceTexts('audit', { uz, ru });
