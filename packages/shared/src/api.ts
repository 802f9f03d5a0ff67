/**
 * What the API answers, written once for both apps: the API's mappers declare they return these
 * shapes (a field dropped or renamed there fails its build), and the admin reads records through
 * them (a field the API does not send fails the admin's build). Field names are the mappers'
 * (apps/api/src/modules/<resource>/<resource>.mapper.ts), one file per domain under api/; the error body is
 * `ApiErrorBody` (errors.ts).
 */
export * from './api/common';
export * from './api/clients';
export * from './api/buildings';
export * from './api/users';
export * from './api/wallets';
export * from './api/sales';
export * from './api/statistics';
export * from './api/audit';
export * from './api/backups';
export * from './api/documents';
export * from './api/settings';
