// The collection settings page's texts travel with the settings chunk, not the first load.
import { registerResourceTexts } from './locales';
import ru from './collectionSettings.ru';
import uz from './collectionSettings.uz';

registerResourceTexts('collection_settings', { uz, ru });
