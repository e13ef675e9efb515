export * from './catalog';
export * from './content-paths';
export * from './validation/community';
export * from './validation/content';
export * from './validation/guide';
