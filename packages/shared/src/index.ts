export * from './permissions';
export * from './errors/index';
export * from './constants';
export * from './phone';
export * from './api';
