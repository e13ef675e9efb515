export * from './catalog';
export * from './validation/community';
