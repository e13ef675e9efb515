import crypto from 'node:crypto';
import type http from 'node:http';
import zlib from 'node:zlib';
import type { Core } from '@strapi/strapi';
import {
  AD_EVENT_RESOURCE,
  AD_RESOURCE,
  AUTH_RATE_LIMIT_RESOURCE,
  CONTACT_MESSAGE_RESOURCE,
  JOIN_REQUEST_RESOURCE,
  LOG_ENTRY_RESOURCE,
  UNIVERSITY_FOLLOW_RESOURCE,
  VISITOR_SESSION_RESOURCE,
} from '@dalil/domain/resources';
import { keptQuery } from '@dalil/domain/cms';
import { answerBeforeKoa, sqliteFilenameOf } from './strapi-internals';

/**
 * Public reads served from memory, never stale (issue 14).
 *
 * A visitor's answer to a public list or record read (no `Authorization`, no `Origin`: the site
 * and crawlers) is kept in this process's memory as bytes with its ETag, keyed by the path and
 * the query parameters its route reads (cacheKey), and tagged with the database's CONTENT VERSION
 * read before the answer was built. Every write that
 * can change such an answer raises that version in the database, in the write's own transaction:
 * a database lifecycle subscribed for every model sees each `strapi.db.query(...)` write, which
 * is also how the document service writes, so the site's API, the panel's content manager, the
 * seed and the import scripts all invalidate without anyone calling anything. Each read asks the
 * database for the version (one indexed single-row SELECT; reads that arrive while one such
 * SELECT runs share the next one, which starts after they arrived, so a write that was answered
 * before a read began is always seen). A stored answer whose version is not the current one is
 * rebuilt by the normal route (the controllers, the permission checks) exactly once however many
 * requests wait for it. With several CMS processes on one database each keeps its own copy and
 * each sees the others' writes through the shared version: nothing lives only in memory that
 * another process must see, and dropping the memory only costs a rebuild.
 *
 * Why a version in the database rather than a poll or a message: a poll leaves a window in which a
 * second process serves the old answer; the version read is cheaper than anything else a read does.
 * Why one version for all content rather than one per type: the public answers mix types
 * (offerings carry their university, records their logos, permissions decide who reads), so a
 * per-type scheme would have to know each answer's dependencies; writes are rare next to reads.
 * Raw SQL writes (`strapi.db.connection(...)`) bypass the lifecycles: whoever writes public
 * content that way calls `contentChanged(strapi)` (none does today; the counters and rate limits
 * that do are not public content).
 *
 * Answers carry `ETag` (a hash of the body: equal bodies give equal tags on every process) and
 * `Cache-Control: public, max-age=0, s-maxage=1`: a browser revalidates on every use (a matching
 * `If-None-Match` is a 304 from memory, nothing rebuilt); a shared cache — the production nginx's
 * micro-cache, deploy/nginx.conf — may answer for one second without asking, then revalidates
 * the same way. So this process is never stale, and the site behind nginx at most a second. A request with `Authorization` is never
 * answered from, nor stored in, the shared memory: its answer may depend on the caller (drafts for
 * staff, all reviews for the SuperAdmin); it still gets an ETag and a 304 when it matches, with
 * `Cache-Control: private, no-cache`. Hits are not written to the request log (the log line would
 * cost more than the answer); misses, writes and errors are.
 *
 * Memory (issue 20): a parameter the route does not read is dropped from the key AND from the
 * request the route then sees, so `?utm=…` or a random `?k=N` is the same entry and the same
 * answer (the route could not have used it), and a kept answer is always exactly the one its key
 * asks for. The byte bound (PUBLIC_CACHE_MAX_MB, 32 MB by default) counts everything an entry
 * holds — its key, its body, its headers, each encoding and each prepared answer, plus a fixed
 * overhead — and drops the oldest entries beyond it.
 */

const TABLE = 'dalil_content_version';
/** Brotli at quality 4: about gzip's speed, a smaller answer (what koa-compress uses). */
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const SHARED = 'public, max-age=0, s-maxage=1';
const PRIVATE = 'private, no-cache';

/**
 * Types whose writes never change a cached answer: the activity log, counters and events that
 * every page view writes (visits, ad shows and clicks), rate limits, messages and join requests
 * (SuperAdmin-only reads), a user's follows (private). Ads are counted on every view, so `/api/ads` is not cached either.
 * The panel's own tables (admin users, sessions, the core store) are not public content.
 */
const NOT_PUBLIC = new Set<string>(
  [
    LOG_ENTRY_RESOURCE,
    VISITOR_SESSION_RESOURCE,
    AD_EVENT_RESOURCE,
    AD_RESOURCE,
    AUTH_RATE_LIMIT_RESOURCE,
    UNIVERSITY_FOLLOW_RESOURCE,
    CONTACT_MESSAGE_RESOURCE,
    JOIN_REQUEST_RESOURCE,
  ].map((r) => r.uid),
);
const changesPublicContent = (uid: string) =>
  !NOT_PUBLIC.has(uid) && !uid.startsWith('admin::') && !uid.startsWith('strapi::');

/** Strapi's list parameters, as `listParams` (src/lib/list-query.ts) reads them. */
const LIST = ['filters', 'sort', 'fields', 'pagination'];
/** What Strapi's core controllers read (the content API's query keys, @strapi/utils ALLOWED_QUERY_PARAM_KEYS). */
const CORE = [
  'filters',
  'sort',
  'fields',
  'populate',
  'status',
  'locale',
  'page',
  'pageSize',
  'start',
  'limit',
  '_q',
  'publicationFilter',
  'hasPublishedVersion',
  'pagination',
  'count',
  'ordering',
];
const CATEGORY = '(private|national|special|international)';
/**
 * The public reads kept in memory (GET, visitors), each with the query parameters its route reads
 * (the top-level name: `filters` covers `filters[name][$eq]`). Every other path goes its normal way.
 */
const CACHED_ROUTES: { path: RegExp; reads: readonly string[] }[] = [
  { path: /^\/api\/(news|scholarships|articles|reviews|faculties)$/i, reads: LIST },
  { path: /^\/api\/site-setting$/i, reads: CORE },
  { path: /^\/api\/articles\/[^/]+$/i, reads: [] },
  // The councils' floors table (every guide page and the score finder read it): `?year=`.
  { path: /^\/api\/admission-floors$/i, reads: ['year'] },
  // controllers/faculties.ts `search`: code, name, q and the list parameters.
  { path: /^\/api\/faculties\/search$/i, reads: [...LIST, 'code', 'name', 'q'] },
  { path: new RegExp(`^/api/${CATEGORY}/(links|admission|deadline)$`, 'i'), reads: LIST },
  // guide `listParts`: `?university=` or `?spec=` (a university code) and the list parameters.
  {
    path: new RegExp(`^/api/${CATEGORY}/(faculty|dorms|transportation)$`, 'i'),
    reads: [...LIST, 'university', 'spec'],
  },
  {
    path: new RegExp(`^/api/${CATEGORY}/(links|faculty|dorms|transportation|admission|deadline)/[^/]+$`, 'i'),
    reads: [],
  },
];

/**
 * The cache key of a public read, and the query string its route is given: the path and only the
 * parameters the route reads (`keptQuery` of @dalil/domain: decoded, encoded one way, grouped by
 * name). Null when the path is not kept in memory, or when a %-escape is broken (such a read goes
 * its normal way, uncached).
 */
export function cacheKey(path: string, querystring: string): { key: string; query: string } | null {
  const route = CACHED_ROUTES.find((r) => r.path.test(path));
  const query = route ? keptQuery(querystring, route.reads) : null;
  if (query === null) return null;
  return { key: query ? `${path}?${query}` : path, query };
}
/** Response headers that belong to one answer or one caller, never replayed from memory. */
const NOT_REPLAYED =
  /^(content-length|content-encoding|content-type|etag|cache-control|vary|date|connection|keep-alive|transfer-encoding|set-cookie|access-control-.*)$/i;

type Entry = {
  key: string;
  version: string;
  etag: string;
  body: Buffer;
  headers: Record<string, string>;
  /** The answers made from it so far, by kind (see writeShared). */
  answers?: Map<string, { status: number; head: string[]; body: Buffer | null }>;
  br?: Buffer;
  gzip?: Buffer;
  /** Bytes counted against the bound: everything above (see sizeOf), grown as answers are made. */
  size: number;
};

/** What an entry costs beyond its buffers and strings: its objects and the map slots (an estimate, on the high side). */
const ENTRY_OVERHEAD = 1024;
/** Bytes of strings in memory (V8 keeps some as two bytes a character: counted so). */
const textBytes = (...texts: string[]) => texts.reduce((n, t) => n + t.length * 2, 0);

type Ctx = {
  res: import('node:http').ServerResponse;
  respond?: boolean;
  method: string;
  path: string;
  url: string;
  querystring: string;
  status: number;
  body: unknown;
  type: string;
  request: { header: Record<string, string | string[] | undefined> };
  response: { headers: Record<string, unknown> };
  get(name: string): string;
  set(name: string | Record<string, string>, value?: string): void;
  remove(name: string): void;
  vary(name: string): void;
  acceptsEncodings(...encodings: string[]): string | false;
};

/** Knex as Strapi's database holds it (its connection, or a transaction's `trx`). */
type Knex = Core.Strapi['db']['connection'];
type VersionRow = { id: number; version: number | string };

const versionTable = (strapi: Core.Strapi, knex: Knex) => {
  const schema = strapi.db.getSchemaName();
  return schema ? knex.withSchema(schema).table<VersionRow>(TABLE) : knex<VersionRow>(TABLE);
};

/** Creates the one-row version table when it is missing; the first value is random (see below). */
export async function ensureContentVersion(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  const schema = strapi.db.getSchemaConnection();
  if (!(await schema.hasTable(TABLE))) {
    await schema.createTable(TABLE, (t) => {
      t.integer('id').primary();
      t.bigInteger('version').notNullable();
    });
  }
  // A random start: a table made anew (a restored or replaced database) never repeats a version a
  // running process may still hold answers for.
  await versionTable(strapi, knex)
    .insert({ id: 1, version: crypto.randomInt(1, 2 ** 31) })
    .onConflict('id')
    .ignore();
}

/** Raises the content version, inside the caller's transaction when there is one. */
export async function contentChanged(strapi: Core.Strapi) {
  await strapi.db.transaction(({ trx }) => versionTable(strapi, trx).where({ id: 1 }).increment('version', 1));
}

/** Every write through the query engine (document service, panel, seed, import) raises the version. */
export function invalidateOnWrites(strapi: Core.Strapi) {
  const bump = async (event: { model: { uid: string } }) => {
    if (changesPublicContent(event.model.uid)) await contentChanged(strapi);
  };
  strapi.db.lifecycles.subscribe({
    afterCreate: bump,
    afterCreateMany: bump,
    afterUpdate: bump,
    afterUpdateMany: bump,
    afterDelete: bump,
    afterDeleteMany: bump,
  });
}

/**
 * SQLite: the version from a read-only connection of this middleware's own, synchronously. Strapi
 * has one connection to a SQLite file, held by any write transaction for its whole length; a read
 * that queued behind it would wait for every write. The second connection sees only committed
 * versions (the bump commits with the write), so it is as fresh as the shared one.
 */
function sqliteVersionReader(filename: string): () => string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Database = require('better-sqlite3');
  const db = new Database(filename, { readonly: true, fileMustExist: true, timeout: 5000 });
  const select = db.prepare(`SELECT version FROM ${TABLE} WHERE id = 1`).pluck();
  return () => {
    const version = select.get();
    if (version === undefined) throw new Error(`${TABLE}: no row`);
    return String(version);
  };
}

/** The current version; reads that arrive while a SELECT runs share the next SELECT, never the running one. */
function versionReader(strapi: Core.Strapi): () => string | Promise<string> {
  // Which database is read when the middleware is made (a changed Strapi internal stops the start
  // here); the SQLite connection is opened at the first read, once the start-up has made the table.
  const filename = sqliteFilenameOf(strapi);
  if (filename === null) return sharedVersionReader(strapi);
  let sqlite: (() => string) | undefined;
  return () => {
    sqlite ??= sqliteVersionReader(filename);
    return sqlite();
  };
}

/** Any other database: one SELECT through Strapi's pool, shared by the reads that arrive while one runs. */
function sharedVersionReader(strapi: Core.Strapi): () => Promise<string> {
  let running: Promise<string> | null = null;
  let queued: Promise<string> | null = null;
  const select = async () => {
    const row = await versionTable(strapi, strapi.db.connection).where({ id: 1 }).first('version');
    if (!row) throw new Error(`${TABLE}: no row`);
    return String(row.version);
  };
  const read = (): Promise<string> => {
    if (!running) {
      running = select().finally(() => {
        running = null;
      });
      return running;
    }
    if (!queued)
      queued = running
        .catch(() => undefined)
        .then(() => {
          queued = null;
          return read();
        });
    return queued;
  };
  return read;
}

const etagOf = (body: Buffer) => `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;

const matchesTag = (header: string | undefined, etag: string) =>
  Boolean(header) && header!.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
const matches = (ctx: Ctx, etag: string) => matchesTag(ctx.get('If-None-Match'), etag);

/** A caller's own answer with its ETag (304 when the caller has it), compressed as the caller accepts. */
function sendPrivate(ctx: Ctx, entry: Entry) {
  ctx.set('ETag', entry.etag);
  ctx.set('Cache-Control', PRIVATE);
  ctx.vary('Accept-Encoding');
  ctx.vary('Authorization');
  if (matches(ctx, entry.etag)) {
    ctx.status = 304;
    ctx.body = null;
    return;
  }
  ctx.status = 200;
  const encoding = encodingOf(ctx, entry.body.length);
  const body =
    encoding === 'br'
      ? zlib.brotliCompressSync(entry.body)
      : encoding === 'gzip'
        ? zlib.gzipSync(entry.body)
        : entry.body;
  if (body !== entry.body) ctx.set('Content-Encoding', encoding);
  ctx.body = body;
  ctx.type = 'application/json; charset=utf-8';
}

const encodings = new Map<string, string>();
/** The encoding a request accepts (the negotiation of each distinct header is done once). */
function encodingOf(ctx: Ctx, size: number): string {
  const header = ctx.get('Accept-Encoding');
  let encoding = knownEncoding(header, size);
  if (!encoding) {
    encoding = ctx.acceptsEncodings('br', 'gzip', 'identity') || 'identity';
    if (encodings.size < 256) encodings.set(header, encoding);
  }
  return encoding;
}
/** The encoding for a header already negotiated (or none needed); undefined when not known yet. */
const knownEncoding = (header: string | undefined, size: number) =>
  !header || size < 1024 ? 'identity' : encodings.get(header);

/**
 * A shared answer from memory, written straight to the socket: nothing of Koa's response
 * handling is needed for bytes that are already final.
 */
function sendShared(ctx: Ctx, entry: Entry, cache: 'hit' | 'miss'): number {
  ctx.respond = false;
  // A rebuilt answer's headers were set on the response by the stack: the kept ones replace them.
  for (const name of ctx.res.getHeaderNames()) ctx.res.removeHeader(name);
  return writeShared(ctx.res, entry, cache, matches(ctx, entry.etag), encodingOf(ctx, entry.body.length));
}

/**
 * Writes a kept answer: 304 when the caller has it, else its bytes in `encoding`. Answers the
 * bytes the entry grew by (an encoding or a kind of answer made for the first time), 0 otherwise.
 */
function writeShared(
  res: http.ServerResponse,
  entry: Entry,
  cache: 'hit' | 'miss',
  notModified: boolean,
  encoding: string,
) {
  // Each kind of answer (hit or miss, 304 or the bytes in one encoding) is made once per entry,
  // headers included, as a flat [name, value, …] list: a hit then only writes what is ready.
  const kind = `${cache} ${notModified ? 304 : encoding}`;
  entry.answers ??= new Map();
  let answer = entry.answers.get(kind);
  let grown = 0;
  if (!answer) {
    let body: Buffer | null = null;
    if (!notModified) {
      if (encoding === 'br') {
        if (!entry.br) grown += (entry.br = zlib.brotliCompressSync(entry.body, BROTLI)).length;
        body = entry.br;
      } else if (encoding === 'gzip') {
        if (!entry.gzip) grown += (entry.gzip = zlib.gzipSync(entry.body)).length;
        body = entry.gzip;
      } else body = entry.body;
    }
    const head: Record<string, string> = {
      ...entry.headers,
      ETag: entry.etag,
      'Cache-Control': SHARED,
      Vary: 'Accept-Encoding, Authorization',
      'Content-Type': 'application/json; charset=utf-8',
      'X-Cache': cache,
      ...(body ? { 'Content-Length': String(body.length) } : {}),
      ...(body && body !== entry.body ? { 'Content-Encoding': encoding } : {}),
    };
    answer = { status: body ? 200 : 304, head: Object.entries(head).flat(), body };
    entry.answers.set(kind, answer);
    grown += textBytes(kind, ...answer.head) + 64;
  }
  res.writeHead(answer.status, answer.head);
  if (answer.body) res.end(answer.body);
  else res.end();
  return grown;
}

/** A JSON answer as bytes (what Koa would send), or null when the body is not a JSON value. */
function jsonBytes(ctx: Ctx): Buffer | null {
  const { body } = ctx;
  if (
    body === null ||
    body === undefined ||
    Buffer.isBuffer(body) ||
    typeof (body as { pipe?: unknown }).pipe === 'function'
  )
    return null;
  if (typeof body === 'string') return null;
  return Buffer.from(JSON.stringify(body));
}

/**
 * The key of a request as the HTTP server receives it (origin-form `/path?query` only; a `#` or
 * any other form goes through Koa, whose parsing the key must match).
 */
function keyOfUrl(url: string | undefined): string {
  if (!url || url[0] !== '/' || url.includes('#')) return '';
  const q = url.indexOf('?');
  return cacheKey(q < 0 ? url : url.slice(0, q), q < 0 ? '' : url.slice(q + 1))?.key ?? '';
}

export type PublicCacheOptions = { maxBytes?: number };

/** The default bound of the kept answers, everything counted (PUBLIC_CACHE_MAX_MB changes it). */
export const PUBLIC_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** The global middleware (registered in config/middlewares.ts as `global::public-cache`). */
export function publicCacheMiddleware(
  strapi: Core.Strapi,
  { maxBytes = PUBLIC_CACHE_MAX_BYTES }: PublicCacheOptions = {},
) {
  const entries = new Map<string, Entry>();
  const building = new Map<string, Promise<Entry | null>>();
  let bytes = 0;
  const readVersion = versionReader(strapi);

  /** The oldest entries go first when the memory bound is passed. */
  const evict = () => {
    for (const [k, e] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(k);
      bytes -= e.size;
    }
  };
  const store = (entry: Entry) => {
    const old = entries.get(entry.key);
    if (old) bytes -= old.size;
    entries.delete(entry.key);
    entries.set(entry.key, entry);
    bytes += entry.size;
    evict();
  };
  /** Counts what an entry grew by while answering (only while it is kept). */
  const grew = (entry: Entry, grown: number) => {
    if (!grown) return;
    entry.size += grown;
    if (entries.get(entry.key) !== entry) return;
    bytes += grown;
    evict();
  };

  /** Runs the normal route; keeps a 200 JSON answer as bytes. The caller's compression is done here. */
  const build = async (ctx: Ctx, next: () => Promise<void>, version: string, key = ''): Promise<Entry | null> => {
    const acceptEncoding = ctx.request.header['accept-encoding'];
    delete ctx.request.header['accept-encoding'];
    try {
      await next();
    } finally {
      if (acceptEncoding !== undefined) ctx.request.header['accept-encoding'] = acceptEncoding;
    }
    if (ctx.status !== 200 || ctx.response.headers['set-cookie']) return null;
    const body = jsonBytes(ctx);
    if (!body) return null;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(ctx.response.headers))
      if (!NOT_REPLAYED.test(name) && typeof value === 'string') headers[name] = value;
    const etag = etagOf(body);
    const size = ENTRY_OVERHEAD + textBytes(key, version, etag, ...Object.entries(headers).flat()) + body.length;
    return { key, version, etag, body, headers, size };
  };

  /** A caller's own answer: an ETag and a 304 when it matches, never kept, never shared. */
  const privateAnswer = async (ctx: Ctx, next: () => Promise<void>) => {
    const entry = await build(ctx, next, '');
    if (entry) sendPrivate(ctx, entry);
    else if (ctx.status === 200) ctx.set('Cache-Control', PRIVATE);
  };

  /**
   * The same hits answered from the HTTP server's request event, before Koa builds a context and
   * runs Strapi's stack to reach this middleware: for a small answer that is most of a hit's cost
   * (the 0.2 KiB /api/site-setting). Only a visitor's GET of a kept answer whose version is still
   * the current one, with an encoding already negotiated once; everything else goes on to Koa as
   * before. The bytes and headers are exactly those of a hit through the middleware.
   */
  const answerHitsFirst = (server: http.Server) =>
    answerBeforeKoa(server, (req, res, koa) => {
      const { headers } = req;
      const entry =
        req.method === 'GET' && !headers.authorization && !headers.origin ? entries.get(keyOfUrl(req.url)) : undefined;
      const encoding = entry && knownEncoding(headers['accept-encoding'], entry.body.length);
      if (!entry || !encoding) return koa(req, res);
      const answer = (version: string) => {
        if (version !== entry.version) return koa(req, res);
        grew(entry, writeShared(res, entry, 'hit', matchesTag(headers['if-none-match'], entry.etag), encoding));
      };
      let version: string | Promise<string>;
      try {
        version = readVersion();
      } catch {
        return koa(req, res);
      }
      if (typeof version === 'string') answer(version);
      else version.then(answer, () => koa(req, res));
    });

  const middleware = async (ctx: Ctx, next: () => Promise<void>) => {
    if (ctx.method !== 'GET' || !ctx.path.startsWith('/api/')) return next();
    if (ctx.get('Authorization')) return privateAnswer(ctx, next);
    if (ctx.get('Origin')) return next();
    const cached = cacheKey(ctx.path, ctx.querystring);
    if (!cached) return next();
    // The route sees the parameters it reads and nothing else: the answer is the key's answer.
    if (ctx.querystring !== cached.query) ctx.querystring = cached.query;
    const { key } = cached;

    let version: string;
    try {
      version = await readVersion();
    } catch (error) {
      strapi.log.warn(`[dalil] public cache off for this read: ${(error as Error).message}`);
      return next();
    }
    const hit = entries.get(key);
    if (hit && hit.version === version) return grew(hit, sendShared(ctx, hit, 'hit'));

    const flight = `${version} ${key}`;
    const pending = building.get(flight);
    if (pending) {
      const entry = await pending;
      if (entry) return grew(entry, sendShared(ctx, entry, 'hit'));
      return next();
    }
    const promise = build(ctx, next, version, key);
    building.set(flight, promise);
    let entry: Entry | null = null;
    try {
      entry = await promise;
    } finally {
      building.delete(flight);
    }
    if (!entry) {
      ctx.set('X-Cache', 'miss');
      return;
    }
    // Another process or a later write may have raised the version meanwhile: the entry keeps the
    // version read before it was built, so it is simply rebuilt on the next read.
    store(entry);
    grew(entry, sendShared(ctx, entry, 'miss'));
  };
  return Object.assign(middleware, { answerHitsFirst });
}
