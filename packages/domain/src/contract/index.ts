/** The record shapes of the HTTP contract (docs/http-contract.md): one declaration each, see README.md. */
export * from './account';
export * from './community';
export * from './content';
export * from './guide';
export * from './keys';
export * from './site';
