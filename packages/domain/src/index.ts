export * from './catalog';
export * from './content-paths';
export * from './validation/account';
export * from './validation/community';
export * from './validation/content';
export * from './validation/guide';
export * from './arabic-search';
export * from './format';
