/**
 * A multipart body cut short (no closing boundary) to a route that takes files is answered at
 * once with a 400, whatever its boundaries: it never holds the connection until the server's
 * request timeout (found by the fuzz test, where such a body to PUT /api/faculties/{id} got no
 * answer for 300 s).
 */
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { as, tokenFor } from './helpers';
import { BODY_MESSAGES } from '../src/middlewares/multipart-guard';

const truncated = (first: string, second: string) =>
  `--${first}\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--${second}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG`;

describe('a truncated multipart body', () => {
  it.each([
    ['the same boundary as the header', 'b7', 'b7', 'b7'],
    ['a first part with the header boundary, then another', 'b7', 'b7', 'b9'],
    ['boundaries the header does not name', 'b7', 'b3', 'b4'],
  ])(
    '%s: PUT /api/faculties/{id}, POST /api/faculties and POST /api/logos answer 400 within 5 s',
    async (_n, header, a, b) => {
      const token = await tokenFor('superAdmin');
      const list = await as('superAdmin', '/api/faculties');
      const id = (list.body as { _id: string }[])[0]._id;
      for (const [method, path] of [
        ['PUT', `/api/faculties/${id}`],
        ['POST', '/api/faculties'],
        ['POST', '/api/logos'],
      ]) {
        const started = Date.now();
        const res = await fetch(`${inject('cmsUrl')}${path}`, {
          method,
          headers: { 'content-type': `multipart/form-data; boundary=${header}`, authorization: `Bearer ${token}` },
          body: truncated(a, b),
          signal: AbortSignal.timeout(10_000),
        });
        const elapsed = Date.now() - started;
        expect(res.status, `${method} ${path}`).toBe(400);
        expect(((await res.json()) as { message?: string }).message).toBe(BODY_MESSAGES.unreadable);
        expect(elapsed, `${method} ${path}`).toBeLessThan(5_000);
      }
    },
  );
});
