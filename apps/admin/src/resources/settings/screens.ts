// The settings screens (backups, company details, document templates): one chunk with their texts.
// No import() inside: a nested dynamic import in a screen's chunk costs the first load 0.6 kB gzip.
import '../backups/texts';
import '../../i18n/documentsTexts';
export { SettingsScreen } from './SettingsScreen';
