import type { Core } from '@strapi/strapi';
import { checkOrderCodes, withoutBaseVersion } from '@dalil/domain/rules';
import { errorAt, missingOf, resultOf, validateUniversity } from '@dalil/domain/validation';
import { changedFields, errorsUnder, mergeEdit, planPartChanges } from '@dalil/domain/cms';
import { assertNotStale, baseVersionOf, writeIfUnchanged } from '../../../lib/concurrency';
import { badRequest, conflict, notFound } from '../../../lib/http';
import { bodyOf, orBadRequest } from '../../../lib/request';
import type { GuideCtx as Ctx } from '../lib/context';
import { toLinkRecord } from '../mappers/guide';
import { MESSAGES } from '../messages';
import { UID } from '../services/guide';
import { getService } from '../../../lib/services';

/**
 * PUT /api/{Type}/links/{id}/with-parts — the staff screen's save of a university edit:
 *   { university: {…fields}, faculties?: [...], dorms?: [...], transportation?: [...] }
 * A part with `_id` is updated, one without is created, and a stored part missing from a list
 * that was sent is deleted (a list left out of the body leaves that kind as it is). Everything
 * is validated first with the domain validators — nothing is written when anything is wrong —
 * then saved in one transaction and logged as one edit with before/after. An `updatedAt` (top
 * level or in `university`) older than the university's is a 409 and nothing is saved.
 *
 * PUT /api/{Type}/links/order — { codes: [...] }: every code of the category exactly once; the
 * category is renumbered from 1 in one transaction, one log entry.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const guide = () => getService(strapi, 'api::guide.guide');
  const logos = () => getService(strapi, 'api::logos.logos');
  const parts = () => getService(strapi, 'api::guide.university-parts');

  return {
    async saveWithParts(ctx: Ctx) {
      const { category } = ctx.state;
      const body = bodyOf(ctx);
      const current = await guide().findUniversity(category, ctx.params.id);
      if (!current) throw notFound(MESSAGES.university);
      const input = body.university;
      if (!input || typeof input !== 'object' || Array.isArray(input)) throw badRequest(MESSAGES.universityBody);
      // The university's `updatedAt` as read, at the top or with the university's fields: the
      // whole edit (its parts too) is refused with 409 when the university was saved since.
      const base = baseVersionOf(body.updatedAt !== undefined ? body : (input as Record<string, unknown>));
      const uni = withoutBaseVersion(input as Record<string, unknown>);
      // Stale first: parts deleted since the screen read them would otherwise be a 400 «not owned».
      assertNotStale((current as { updatedAt?: unknown }).updatedAt, base);

      // The university: the stored record merged with the change, checked as an edit (spec 3 §5);
      // the parts: each checked against what is stored, as the per-part endpoints do.
      const checked = validateUniversity(mergeEdit(toLinkRecord(current), uni), 'edit', category);
      const { changes, errors } = planPartChanges(await parts().partsOf(current.documentId), body);
      const universityData: Record<string, unknown> = orBadRequest(
        resultOf(
          checked.ok === true ? changedFields(checked.value, uni) : {},
          [...errorsUnder(checked, 'university'), ...errors],
          missingOf(checked),
        ),
      );

      if (
        universityData.university_code &&
        (await guide().codeTaken(String(universityData.university_code), current.documentId))
      )
        throw conflict(MESSAGES.codeTaken);
      // The logo (media id of POST /api/logos, or null): checked by the logos area, as on add.
      await logos().assertLogo(universityData.logo);
      ctx.body = await writeIfUnchanged(strapi, UID.university, current.documentId, base, () =>
        parts().saveWithParts(current.documentId, universityData, changes),
      );
    },

    async saveOrder(ctx: Ctx) {
      const { category } = ctx.state;
      const body = bodyOf(ctx);
      const stored = await parts().orderOf(category);
      const problem = checkOrderCodes(
        body.codes,
        stored.map((u) => u.university_code),
      );
      if (problem) orBadRequest(resultOf(null, [errorAt('codes', problem)]));
      await parts().saveOrder(category, body.codes as string[]);
      ctx.body = (await guide().listUniversities(category, {})).map(toLinkRecord);
    },
  };
};
