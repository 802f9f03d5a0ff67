export * from './columns';
export * from './escape';
export * from './zip-guard';
export * from './xlsx-export';
export * from './xlsx-import';
export * from './allowed';
