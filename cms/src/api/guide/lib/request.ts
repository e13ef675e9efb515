import { validateOffering, validatePlace, type PathError, type Result, type UniversityCategory } from '@dalil/domain';

/** What the guide controllers read from Koa's context (the category comes from the route middleware). */
export type GuideCtx = {
  params: Record<string, string>;
  query: Record<string, unknown>;
  state: { category: UniversityCategory };
  request: { body?: unknown };
  status: number;
  body: unknown;
};

/** The errors of the `index`-th item of a list, named `{list}[index].field` (none when it is valid). */
export const prefixed = (checked: Result<unknown>, index: number, list = ''): PathError[] =>
  checked.ok === false ? checked.errors.map((e) => ({ ...e, path: [`${list}[${index}].${e.path.join('.')}`] })) : [];

/** The domain validator of an offering, a dorm or a transport option. */
export const validatePart = (part: 'faculty' | 'dorms' | 'transportation', item: Record<string, unknown>) =>
  part === 'faculty' ? validateOffering(item) : validatePlace(item, part === 'dorms' ? 'dorm' : 'transport');
