import type { IncomingMessage, ServerResponse } from 'node:http';

export function createSsrMiddleware(options: {
  distDir: string;
  serverEntry: string;
  apiOrigin: string;
  siteOrigin?: string;
  headers?: Record<string, string>;
  cacheSeconds?: number;
  log?: (line: string) => void;
}): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
