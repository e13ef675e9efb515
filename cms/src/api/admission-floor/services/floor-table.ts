import type { Core } from '@strapi/strapi';
import { FLOOR_MESSAGES, floorCellKey, startedYearCells, type FloorCellInput } from '@dalil/domain/rules';
import { ADMISSION_FLOOR_RESOURCE } from '@dalil/domain/resources';
import { describeTarget, withoutDocumentEntries, writeActivityEntry } from '../../../lib/activity-log';
import { assertNotStale, writeIfUnchanged } from '../../../lib/concurrency';
import { badRequest } from '../../../lib/http';
import type { StoredDocument } from '../../../lib/records';
import { docs as documents } from '../../../lib/documents';
import { duplicateError } from '../../../lib/unique';

const UID = ADMISSION_FLOOR_RESOURCE.uid;
const POPULATE = ['sources'];

type KeyOnly = Pick<FloorCellInput, 'academic_year' | 'certificate_group' | 'tier' | 'faculty_group'> & {
  only_universities?: readonly string[] | null;
};
/** A cell as the document service takes it (the schema's JSON and component fields). */
const asData = (cell: object) => cell as Record<string, unknown>;
type Raw = { raw: (sql: string, bindings: string[]) => PromiseLike<unknown> };

/**
 * The document calls of the councils' floors table (issue 22 item 2). Every write checks the
 * natural key — year × certificate group × tier × faculty group × the universities a cell names —
 * inside its transaction: a second cell with the same key is a 409 and nothing is written. On
 * PostgreSQL the key is also held with a transaction-scoped advisory lock, so two simultaneous
 * writes of one key run one after the other; SQLite runs one writing transaction at a time.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const docs = () => documents(strapi, UID);

  /** Inside the write's transaction `trx`: waits for any other write of the same key to end (PostgreSQL). */
  const holdKey = async (trx: Raw, key: string) => {
    if (strapi.db.dialect.client === 'sqlite') return;
    await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [key]);
  };

  /** Refuses a cell whose key another stored cell (not `self`) already has. */
  async function assertFreeKey(cell: KeyOnly, self?: string) {
    const same = await docs().findMany({
      filters: {
        academic_year: cell.academic_year,
        certificate_group: cell.certificate_group,
        tier: cell.tier,
        faculty_group: cell.faculty_group,
      },
      fields: ['academic_year', 'certificate_group', 'tier', 'faculty_group', 'only_universities'],
    });
    const key = floorCellKey(cell);
    const taken = same.some(
      (d) =>
        d.documentId !== self &&
        floorCellKey({
          academic_year: String(d.academic_year),
          certificate_group: String(d.certificate_group),
          tier: String(d.tier),
          faculty_group: String(d.faculty_group),
          only_universities: Array.isArray(d.only_universities) ? (d.only_universities as string[]) : null,
        }) === key,
    );
    if (taken) throw duplicateError(FLOOR_MESSAGES.duplicate, 'faculty_group');
  }

  const findCell = async (documentId: string) => await docs().findOne({ documentId, populate: POPULATE });

  return {
    findCell,

    /** The stored academic years, newest first. */
    async years(): Promise<string[]> {
      const rows = (await strapi.db.query(UID).findMany({ select: ['academic_year'] })) as { academic_year: string }[];
      return [...new Set(rows.map((r) => r.academic_year))].sort().reverse();
    },

    async cellsOf(year: string) {
      return await docs().findMany({
        filters: { academic_year: year },
        populate: POPULATE,
        limit: 5000,
      });
    },

    /** A new cell, or a 409 when its key is taken. */
    create(cell: FloorCellInput) {
      return strapi.db.transaction(async ({ trx }) => {
        await holdKey(trx, floorCellKey(cell));
        await assertFreeKey(cell);
        return await docs().create({
          data: asData({ ...cell, conflicts: [] }),
          populate: POPULATE,
        });
      });
    },

    /**
     * The cell after the edit; null when there is none with that id. With `base` (the `updatedAt`
     * the screen read) a cell saved by someone else since is a 409 and nothing is written.
     */
    async update(documentId: string, cell: FloorCellInput, base: Date | null) {
      const stored = await findCell(documentId);
      if (!stored) return null;
      assertNotStale(stored.updatedAt, base);
      return strapi.db.transaction(async ({ trx }) => {
        await holdKey(trx, floorCellKey(cell));
        await assertFreeKey(cell, documentId);
        return writeIfUnchanged(
          strapi,
          UID,
          documentId,
          base,
          async () => (await docs().update({ documentId, data: asData(cell), populate: POPULATE })) as StoredDocument,
        );
      });
    },

    /** Whether a cell was deleted. */
    async remove(documentId: string): Promise<boolean> {
      if (!(await findCell(documentId))) return false;
      await docs().delete({ documentId });
      return true;
    },

    /**
     * A new year's table from an earlier year's cells, in one transaction and one log entry:
     * the same cells with no percent and no source (`startedYearCells`). Refused when the year
     * has cells already (checked again inside the transaction).
     */
    async startYear(year: string, from: string) {
      const source = await this.cellsOf(from);
      const cells = startedYearCells(
        source.map((d) => ({
          certificate_group: String(d.certificate_group),
          tier: String(d.tier),
          faculty_group: String(d.faculty_group),
          only_universities: Array.isArray(d.only_universities) ? (d.only_universities as string[]) : null,
        })),
        year,
      );
      return withoutDocumentEntries(() =>
        strapi.db.transaction(async ({ trx }) => {
          await holdKey(trx, `year ${year}`);
          if (await docs().findFirst({ filters: { academic_year: year }, fields: ['documentId'] }))
            throw duplicateError(FLOOR_MESSAGES.yearExists(year), 'academic_year');
          if (!cells.length) throw badRequest(FLOOR_MESSAGES.noSourceYear);
          for (const cell of cells) await docs().create({ data: asData({ ...cell, conflicts: [] }) });
          await writeActivityEntry(strapi, {
            action: 'add',
            targetType: UID,
            target: describeTarget(strapi.getModel(UID)?.info?.displayName ?? UID, {
              name: `جدول العام ${year} (${cells.length} خلية منسوخة من ${from} بلا نسب ولا مصادر)`,
            }),
            afterEdit: { academic_year: year, from, cells: cells.length },
          });
          return cells.length;
        }),
      );
    },
  };
};
