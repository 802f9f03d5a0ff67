export * from './permissions';
export * from './errors';
export * from './constants';
export * from './phone';
export * from './api';
