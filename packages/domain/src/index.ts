export * from './catalog';
export * from './validation/guide';
