/** Validators of what users send, form state, limits and the Result they answer. */
export * from './account';
export * from './ad-events';
export * from './admin-log';
export * from './ads';
export * from './contact';
export * from './content';
export * from './form-state';
export * from './guide';
export * from './image-upload';
export * from './join-request';
export * from './limits';
export * from './result';
export * from './upload-content';
export * from './user-agent';
export * from './visitors';
