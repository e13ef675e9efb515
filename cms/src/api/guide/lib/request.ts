import { validateOffering, validatePlace, type Checked, type Problem, type UniversityCategory } from '@dalil/domain';
import { badRequest } from '../../../lib/http';

/** What the guide controllers read from Koa's context (the category comes from the route middleware). */
export type GuideCtx = {
  params: Record<string, string>;
  query: Record<string, unknown>;
  state: { category: UniversityCategory };
  request: { body?: unknown };
  status: number;
  body: unknown;
};

export const BODY_MESSAGE = 'يرجى إرسال البيانات في جسم الطلب';

/** The request body, accepting `{ data: … }` as Strapi clients send it too. */
export function bodyOf(ctx: { request: { body?: unknown } }): Record<string, unknown> {
  const body = ctx.request.body as Record<string, unknown> | undefined;
  const data =
    body && typeof body === 'object' && 'data' in body && body.data && typeof body.data === 'object' ? body.data : body;
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw badRequest(BODY_MESSAGE);
  return data as Record<string, unknown>;
}

/** Throws a 400 that names every problem (`errors[].msg`) and the missing fields. */
export function assertValid(problems: Problem[], missingFields: string[] = []) {
  if (!problems.length) return;
  throw badRequest(problems[0].message, {
    errors: problems.map((p) => ({ message: p.message, path: [p.field] })),
    ...(missingFields.length ? { missingFields } : {}),
  });
}

/** The problems of the `index`-th item of a list, named `{list}[index].field`. */
export const prefixed = (checked: Checked<unknown>, index: number, list = ''): Problem[] =>
  checked.problems.map((p) => ({ ...p, field: `${list}[${index}].${p.field}` }));

/** The domain validator of an offering, a dorm or a transport option. */
export const validatePart = (part: 'faculty' | 'dorms' | 'transportation', item: Record<string, unknown>) =>
  part === 'faculty' ? validateOffering(item) : validatePlace(item, part === 'dorms' ? 'dorm' : 'transport');
