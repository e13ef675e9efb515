/** Resources described once (issue 23): see define.ts. */
export * from './define';
export * from './university';
export * from './faculty-offering';
export * from './review';
export * from './content';
export * from './admission';
export * from './community';
export * from './all';
export * from './validators';
