export * from './reference';
export * from './users';
export * from './auth';
export * from './activity';
export * from './mail';
export * from './ledger';
export * from './banks';
export * from './uploads';
export { newId } from './columns';
