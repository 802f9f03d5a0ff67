import { lazyScreen } from '../../routes/lazyScreen';

/** Settings (SETTINGS_WRITE, beyond the spec): /settings/backups, /settings/company, /settings/document-templates; one chunk. */
const settings = {
  page: lazyScreen(() => import('./screens'), (module) => module.SettingsScreen),
};

export default settings;
