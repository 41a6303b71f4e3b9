export * from './client';
export * from './cte';
export * as schema from './schema/index';
export * from './schema/index';
export * from './seed/reference';
export * from './seed/demo';
export * from './seed/air-reference';
export * from './seed/air-mapping';
export * from './seed/aircraft-types';
