import type { UniversityCategory } from '@dalil/domain/rules';

/** What the guide controllers read from Koa's context (the category comes from the route middleware). */
export type GuideCtx = {
  params: Record<string, string>;
  query: Record<string, unknown>;
  state: { category: UniversityCategory };
  request: { body?: unknown };
  status: number;
  body: unknown;
};
