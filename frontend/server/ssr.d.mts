import type { IncomingMessage, ServerResponse } from 'node:http';

export const CACHE_MAX_ENTRIES: number;
export const CACHE_MAX_BYTES: number;

/** The request target as a URL, or null when it is not a path (or an absolute http(s) URL). */
export function parseTarget(target: string | undefined): URL | null;

/** Answers 400 to a bad request target before `server`'s own request handlers see it (they may throw on one). */
export function guardRequests(server: import('node:http').Server): void;

export type SsrMiddleware = ((req: IncomingMessage, res: ServerResponse, next: () => void) => void) & {
  cacheStats: () => { entries: number; bytes: number; pending: number };
  /** 404 with the rendered not-found page for a path that is no page of the site; else `next()`. */
  notFound: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
};

export function createSsrMiddleware(options: {
  distDir: string;
  serverEntry: string;
  apiOrigin: string;
  siteOrigin?: string;
  headers?: Record<string, string>;
  cacheSeconds?: number;
  log?: (line: string) => void;
}): SsrMiddleware;
