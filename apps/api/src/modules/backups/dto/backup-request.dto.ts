/** POST /api/settings/backups/ takes no fields: any field is a 400 (unknown_field), as everywhere. */
export class BackupRequestDto {}
