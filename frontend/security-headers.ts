import fs from 'node:fs';

/**
 * The site's security headers, read from deploy/security-headers.conf — the file nginx includes
 * in production — so that `vite preview` (and the browser tests that run against it) send
 * exactly the production set.
 */
export function readSecurityHeaders(file: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*add_header\s+([A-Za-z-]+)\s+"([^"]*)"\s+always;\s*$/.exec(line);
    if (match) headers[match[1]] = match[2];
    else if (/^\s*add_header\b/.test(line)) throw new Error(`${file}: cannot read "${line.trim()}"`);
  }
  return headers;
}
