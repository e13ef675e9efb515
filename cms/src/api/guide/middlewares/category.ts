import { parseCategory } from '@dalil/domain/rules';
import { notFound } from '../../../lib/http';

/** Reads `:category` case-insensitively into `ctx.state.category`; unknown → 404. */
export default () =>
  async (ctx: { params: { category?: string }; state: Record<string, unknown> }, next: () => Promise<void>) => {
    const category = parseCategory(ctx.params.category);
    if (!category)
      throw notFound(
        `تصنيف الجامعات غير معروف: ${ctx.params.category ?? ''} (المتاح: private, national, special, international)`,
      );
    ctx.state.category = category;
    await next();
  };
