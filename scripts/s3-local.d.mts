export const BUCKET: string;
export function defaultDir(): string;
export function s3Env(dir?: string): Record<string, string>;
export function start(dir?: string, options?: { port?: number; watchPid?: number }): Promise<Record<string, string>>;
export function stop(dir?: string): Promise<void>;
export function destroy(dir?: string): Promise<void>;
