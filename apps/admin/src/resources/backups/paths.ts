/** The backups screen (beyond the spec: settings) and its API (GET the list, POST "back up now"). */
export const BACKUPS_PATH = '/settings/backups';
export const BACKUPS_API = 'settings/backups';
