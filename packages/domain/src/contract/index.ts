/** The record shapes of the HTTP contract (docs/http-contract.md): one declaration each, see README.md. */
export * from './keys';
export * from './guide';
export * from './content';
export * from './community';
export * from './account';
export * from './site';
