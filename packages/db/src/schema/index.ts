export * from './reference';
export * from './users';
export * from './auth';
export * from './activity';
export * from './mail';
