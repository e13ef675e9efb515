export * from './catalog';
export * from './validation/account';
