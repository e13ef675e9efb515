import type { Core } from '@strapi/strapi';
import { checkOrderCodes, errorAt, missingOf, resultOf, validateUniversity, type PathError } from '@dalil/domain';
import { badRequest, conflict, notFound } from '../../../lib/http';
import { bodyOf, orBadRequest } from '../../../lib/request';
import { prefixed, validatePart, type GuideCtx as Ctx } from '../lib/request';
import { toLinkRecord } from '../mappers/guide';
import type { Part } from '../services/guide';
import { PARTS, type PartChanges } from '../services/university-parts';

const MESSAGES = {
  university: 'الجامعة غير موجودة في هذا التصنيف',
  universityBody: 'يرجى إرسال بيانات الجامعة في الحقل university',
  list: (key: string) => `الحقل ${key} يجب أن يكون قائمة`,
  item: 'كل عنصر يجب أن يكون سجلًا',
  notOwned: 'العنصر لا يتبع هذه الجامعة',
  repeated: 'العنصر مذكور أكثر من مرة',
  codeTaken: 'رمز الجامعة مستخدم بالفعل لجامعة أخرى',
};

/** The body's list of each kind: `faculties`, `dorms`, `transportation`. */
const LIST_KEY: Record<Part, string> = { faculty: 'faculties', dorms: 'dorms', transportation: 'transportation' };

/** Fields the server sets itself (owner, derived names) and never takes from a part. */
const OWNER_KEYS = ['_id', 'university', 'university_code', 'university_Arabic_Name', 'spec', 'category'];

/**
 * PUT /api/{Type}/links/{id}/with-parts — the staff screen's save of a university edit:
 *   { university: {…fields}, faculties?: [...], dorms?: [...], transportation?: [...] }
 * A part with `_id` is updated, one without is created, and a stored part missing from a list
 * that was sent is deleted (a list left out of the body leaves that kind as it is). Everything
 * is validated first with the domain validators — nothing is written when anything is wrong —
 * then saved in one transaction and logged as one edit with before/after.
 *
 * PUT /api/{Type}/links/order — { codes: [...] }: every code of the category exactly once; the
 * category is renumbered from 1 in one transaction, one log entry.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const guide = () => strapi.service('api::guide.guide') as ReturnType<typeof import('../services/guide').default>;
  const logos = () =>
    strapi.service('api::logos.logos') as ReturnType<typeof import('../../logos/services/logos').default>;
  const parts = () =>
    strapi.service('api::guide.university-parts') as ReturnType<typeof import('../services/university-parts').default>;

  return {
    async saveWithParts(ctx: Ctx) {
      const { category } = ctx.state;
      const body = bodyOf(ctx);
      const current = await guide().findUniversity(category, ctx.params.id);
      if (!current) throw notFound(MESSAGES.university);
      const input = body.university;
      if (!input || typeof input !== 'object' || Array.isArray(input)) throw badRequest(MESSAGES.universityBody);
      const uni = input as Record<string, unknown>;

      // The university: the stored record merged with the change, checked as an edit (spec 3 §5).
      const merged = {
        ...toLinkRecord(current),
        ...uni,
        ...(uni.university !== undefined && uni.university_code === undefined
          ? { university_code: uni.university }
          : {}),
      };
      const checked = validateUniversity(merged, 'edit', category);
      const problems: PathError[] =
        checked.ok === false ? checked.errors.map((e) => errorAt(`university.${e.path.join('.')}`, e.message)) : [];
      const universityData: Record<string, unknown> = checked.ok
        ? Object.fromEntries(
            Object.entries(checked.value).filter(([k]) => k in uni || (k === 'university_code' && 'university' in uni)),
          )
        : {};

      // The parts: each checked against what is stored, as the per-part endpoints do.
      const stored = await parts().partsOf(current.documentId);
      const changes = {} as Record<Part, PartChanges>;
      for (const part of PARTS) {
        const key = LIST_KEY[part];
        changes[part] = { update: [], create: [], remove: [] };
        if (body[key] === undefined) continue;
        if (!Array.isArray(body[key])) {
          problems.push(errorAt(key, MESSAGES.list(key)));
          continue;
        }
        const mine = new Map(stored[part].map((d) => [d.documentId, d]));
        const kept = new Set<string>();
        for (const [i, raw] of (body[key] as unknown[]).entries()) {
          if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
            problems.push(errorAt(`${key}[${i}]`, MESSAGES.item));
            continue;
          }
          const item = Object.fromEntries(
            Object.entries(raw as Record<string, unknown>).filter(([k]) => !OWNER_KEYS.includes(k)),
          );
          if (item.index === undefined) item.index = i + 1;
          const id = (raw as { _id?: unknown })._id;
          if (id !== undefined && id !== null && id !== '') {
            const existing = mine.get(String(id));
            if (!existing) {
              problems.push(errorAt(`${key}[${i}]._id`, MESSAGES.notOwned));
              continue;
            }
            if (kept.has(existing.documentId)) {
              problems.push(errorAt(`${key}[${i}]._id`, MESSAGES.repeated));
              continue;
            }
            kept.add(existing.documentId);
            const check = validatePart(part, { ...existing, ...item });
            problems.push(...prefixed(check, i, key));
            if (!check.ok) continue;
            const data = Object.fromEntries(
              Object.entries(check.value).filter(([k]) => k in item || (k === 'section' && 'section_custom' in item)),
            );
            changes[part].update.push({ documentId: existing.documentId, data });
          } else {
            const check = validatePart(part, item);
            problems.push(...prefixed(check, i, key));
            if (check.ok) changes[part].create.push(check.value);
          }
        }
        changes[part].remove = stored[part].map((d) => d.documentId).filter((d) => !kept.has(d));
      }
      orBadRequest(resultOf(null, problems, missingOf(checked)));

      if (
        universityData.university_code &&
        (await guide().codeTaken(String(universityData.university_code), current.documentId))
      )
        throw conflict(MESSAGES.codeTaken);
      // The logo (media id of POST /api/logos, or null): checked by the logos area, as on add.
      await logos().assertLogo(universityData.logo);
      ctx.body = await parts().saveWithParts(current.documentId, universityData, changes);
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
