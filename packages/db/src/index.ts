export * from './client';
export * as schema from './schema/index';
export * from './schema/index';
export * from './seed/reference';
export * from './seed/demo';
