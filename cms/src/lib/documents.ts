import type { Core, Modules, UID } from '@strapi/strapi';
import type { StoredDocument } from './records';

/**
 * The one way the CMS code reaches Strapi's document service. The content-type UID is checked
 * against the generated schemas (cms/types/generated/, `npm run types -w cms`): a misspelt type is
 * a compile error. The parameters are typed as this code builds them — filters, data and populate
 * come from the contract's validators and the request, as plain records, and several helpers serve
 * many types at once — so they are checked for their shape here and by Strapi's own validation at
 * run time, not against each type's attributes; every result is a `StoredDocument` with its row id.
 */
export type Populate = '*' | boolean | readonly string[] | { readonly [field: string]: unknown };

export type QueryParams = {
  filters?: Record<string, unknown>;
  fields?: readonly string[];
  populate?: Populate;
  sort?: unknown;
  start?: number;
  limit?: number;
  status?: 'draft' | 'published';
  locale?: string;
};

export type WriteParams = { data: Record<string, unknown>; populate?: Populate; fields?: readonly string[] };

/** A document as the service answers it: Strapi always adds the numeric row id to the fields asked for. */
export type Doc = StoredDocument & { id: number };

export interface Documents {
  findMany(params?: QueryParams): Promise<Doc[]>;
  findFirst(params?: QueryParams): Promise<Doc | null>;
  findOne(params: QueryParams & { documentId: string }): Promise<Doc | null>;
  count(params?: QueryParams): Promise<number>;
  create(params: WriteParams): Promise<Doc>;
  update(params: WriteParams & { documentId: string }): Promise<Doc | null>;
  delete(params: { documentId: string }): Promise<{ documentId: string; entries: Doc[] }>;
}

/** The document service of `uid` (`strapi.documents(uid)`), with the parameters above. */
export const docs = (strapi: Core.Strapi, uid: UID.ContentType): Documents =>
  strapi.documents(uid) as unknown as Documents;

/** A document-service call as a middleware sees it (`strapi.documents.use`). */
export type DocumentCall = {
  uid: UID.ContentType;
  action: string;
  params: QueryParams & Partial<WriteParams> & { documentId?: string };
};

/**
 * A document-service middleware written against `DocumentCall`: Strapi types the context per
 * content type and action (a union of every type's parameters), which code that serves every type
 * reads as the plain shape above.
 */
export const documentMiddleware = (
  handle: (call: DocumentCall, next: () => Promise<unknown>) => Promise<unknown>,
): Modules.Documents.Middleware.Middleware => handle as unknown as Modules.Documents.Middleware.Middleware;

/** A content type's schema as Strapi loaded it (`strapi.getModel`). */
export const modelOf = (strapi: Core.Strapi, uid: UID.ContentType) =>
  strapi.getModel(uid) as ReturnType<typeof strapi.getModel<UID.ContentType>> | undefined;
