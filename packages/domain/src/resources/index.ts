/** Resources described once (issue 23): see define.ts. */
export * from './admission';
export * from './all';
export * from './community';
export * from './content';
export * from './define';
export * from './faculty-offering';
export * from './review';
export * from './university';
export * from './validators';
