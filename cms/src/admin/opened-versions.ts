import { PANEL_BASE_VERSION_HEADER, panelDocumentCall, panelVersionKey } from '@dalil/domain/rules';

/**
 * Two editors on one record (issue 21 item 2). Strapi's edit view saves its form without the
 * `updatedAt` it opened, so the panel could not tell the CMS which version a save is based on.
 * This tracker watches the panel's own requests to the content manager: every answer that holds a
 * record (an edit view opening it, a create, a save) records the record's `updatedAt`; every save of
 * that record then carries it in the `x-dalil-base-version` header. The CMS refuses a save whose
 * version someone else has replaced (409, cms/src/lib/panel-stale-write.ts); the panel shows the
 * message.
 *
 * The editor keeps the text they typed. After a refused save Strapi's form takes the typed values
 * as its starting point, then reads the record again and replaces every field with what it reads.
 * From a refused save until the page is reloaded, that read of the record is answered here with
 * the copy the edit view opened, the refused save's own values (text, numbers, dates, choices)
 * written over it: the form stays as typed, and every save from it is refused again (its version
 * is still the old one) until the editor copies the text and reloads, as the message says, and
 * sees the other person's version.
 *
 * Strapi's fetch client calls the global `fetch` on every request, so wrapping it is enough;
 * `frontend/e2e/panel.spec.ts` («two editors on one record») fails if a Strapi upgrade changes that.
 */
export function sendOpenedVersions(): void {
  const versions = new Map<string, string>();
  const opened = new Map<string, string>();
  const held = new Map<string, string>();
  const send = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const call = panelDocumentCall(method, new URL(url, window.location.href).pathname);
    if (!call) return send(input, init);

    const kept = held.get(call.key);
    if (kept && !call.save && method.toUpperCase() === 'GET')
      return new Response(kept, { status: 200, headers: { 'content-type': 'application/json' } });

    let sent = init;
    const version = call.save ? versions.get(call.key) : undefined;
    if (version) {
      const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
      headers.set(PANEL_BASE_VERSION_HEADER, version);
      sent = { ...init, headers };
    }
    const response = await send(input, sent);
    const copy = opened.get(call.key);
    if (response.status === 409 && call.save && copy) held.set(call.key, withTypedValues(copy, init?.body));
    if (response.ok) {
      try {
        const text = await response.clone().text();
        const record = (JSON.parse(text) as { data?: { documentId?: string; updatedAt?: string } })?.data;
        if (record?.updatedAt) {
          const key = call.single ? call.key : panelVersionKey(call.model, record.documentId);
          versions.set(key, record.updatedAt);
          opened.set(key, text);
        }
      } catch {
        /* not a record */
      }
    }
    return response;
  };
}

/** The opened record's answer with a refused save's plain values written over it. */
function withTypedValues(openedAnswer: string, sentBody: BodyInit | null | undefined): string {
  try {
    const answer = JSON.parse(openedAnswer) as { data: Record<string, unknown> };
    const sent: unknown = typeof sentBody === 'string' ? JSON.parse(sentBody) : null;
    if (!sent || typeof sent !== 'object') return openedAnswer;
    for (const [field, value] of Object.entries(sent as Record<string, unknown>))
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) answer.data[field] = value;
    return JSON.stringify(answer);
  } catch {
    return openedAnswer;
  }
}
