/** Plumbing only the CMS (and the seed, which writes its database) uses. */
export * from './completion-mails';
export * from './guide-edit';
export * from './log-snapshot';
export * from './panel-title';
export * from './query-key';
export * from './stored-names';
