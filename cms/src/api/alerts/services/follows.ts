import type { Core } from '@strapi/strapi';
import { statusSnapshot, watchedRows, yearLabelsOf, type CertificateYearLabels } from '@dalil/domain/rules';
import { UNIVERSITY_FOLLOW_RESOURCE, UNIVERSITY_RESOURCE, USER_RESOURCE } from '@dalil/domain/resources';
import { ensureUniqueIndex, isUniqueViolation } from '../../../lib/unique';

export const FOLLOW_UID = UNIVERSITY_FOLLOW_RESOURCE.uid;
const UNIVERSITY_UID = UNIVERSITY_RESOURCE.uid;
const USER_UID = USER_RESOURCE.uid;

/** A university with what the alerts and the calendar read of it. */
export type FollowedUniversity = {
  code: string;
  name: string;
  category: string;
  yearLabels: CertificateYearLabels;
  status: Record<string, unknown> | null;
  deadline: Record<string, unknown> | null;
};

export type StoredFollow = {
  id: number;
  university_code: string;
  follow_key: string;
  mail_alerts: boolean;
  notified_status: Record<string, unknown> | null;
  notified_at: string | null;
  createdAt: string;
  user?: StoredFollower | null;
};

export type StoredFollower = {
  id: number;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  certificate_type?: string | null;
  year?: string | null;
  blocked?: boolean | null;
};

/**
 * The key that makes a follow unique: the signed-in user's id (never a value from the body) and
 * the university's code, lower case. A unique index on it (ensureUniqueIndex) makes the database
 * refuse a second row even when two requests race; the follow that lost the race then updates
 * the row with this key, which is always the caller's own.
 */
export const followKey = (userId: number, code: string) => `${userId}:${code.toLowerCase()}`;

const FOLLOWER_FIELDS = ['id', 'email', 'firstName', 'lastName', 'certificate_type', 'year', 'blocked'];

/** Follows of universities: every database call of the alerts area. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const follows = () => strapi.db.query(FOLLOW_UID);
  const unique = () => ensureUniqueIndex(strapi, FOLLOW_UID, ['follow_key']);

  const toUniversity = (row: Record<string, unknown>): FollowedUniversity => ({
    code: String(row.university_code),
    name: String(row.university_Arabic_Name ?? row.university_code),
    category: String(row.category ?? ''),
    yearLabels: yearLabelsOf(row as Parameters<typeof yearLabelsOf>[0]),
    status: (row.admission_status as Record<string, unknown> | null) ?? null,
    deadline: (row.admission_deadline as Record<string, unknown> | null) ?? null,
  });

  const service = {
    /** Universities by code (any case), with their status and deadline records. */
    async universities(codes: string[]): Promise<Map<string, FollowedUniversity>> {
      if (!codes.length) return new Map();
      const rows = (await strapi.db.query(UNIVERSITY_UID).findMany({
        where: { $or: codes.map((code) => ({ university_code: { $eqi: code } })) },
        populate: { admission_status: true, admission_deadline: true },
      })) as Record<string, unknown>[];
      return new Map(rows.map((row) => [String(row.university_code).toLowerCase(), toUniversity(row)]));
    },

    async university(code: string): Promise<FollowedUniversity | null> {
      return (await service.universities([code])).get(code.toLowerCase()) ?? null;
    },

    follower(userId: number): Promise<StoredFollower | null> {
      return strapi.db.query(USER_UID).findOne({ where: { id: userId }, select: FOLLOWER_FIELDS });
    },

    /** The caller's follows, oldest first. */
    list(userId: number): Promise<StoredFollow[]> {
      return follows().findMany({ where: { user: { id: userId } }, orderBy: { createdAt: 'asc' } });
    },

    /**
     * Follows a university (idempotent: a second follow is the same row, with mails on again). The
     * statuses the user watches now are stored as already notified: only a later change mails.
     */
    async follow(user: StoredFollower, university: FollowedUniversity): Promise<{ created: boolean }> {
      await unique();
      const key = followKey(user.id, university.code);
      const snapshot = statusSnapshot(
        university.status,
        watchedRows({ certificate: user.certificate_type, year: user.year }, university.yearLabels),
      );
      const existing = await follows().findOne({ where: { follow_key: key }, select: ['id'] });
      if (!existing) {
        try {
          await follows().create({
            data: {
              user: user.id,
              university_code: university.code,
              follow_key: key,
              mail_alerts: true,
              notified_status: snapshot,
            },
          });
          return { created: true };
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      await follows().update({ where: { follow_key: key }, data: { mail_alerts: true } });
      return { created: false };
    },

    /** Unfollows; true when there was a follow. */
    async unfollow(userId: number, code: string): Promise<boolean> {
      const { count } = await follows().deleteMany({ where: { follow_key: followKey(userId, code) } });
      return count > 0;
    },

    /** Stops the mails of one follow (the unsubscribe link); false when there is no such follow. */
    async stopMails(userId: number, code: string): Promise<boolean> {
      const { count } = await follows().updateMany({
        where: { follow_key: followKey(userId, code) },
        data: { mail_alerts: false },
      });
      return count > 0;
    },

    /** The follows whose mails are on, with their user's e-mail, name and certificate. */
    mailed(): Promise<StoredFollow[]> {
      return follows().findMany({
        where: { mail_alerts: true },
        populate: { user: { select: FOLLOWER_FIELDS } },
        orderBy: { id: 'asc' },
      });
    },

    /** Stores what a sent mail told (or, for a follow without a snapshot, what is known now). */
    async markNotified(id: number, snapshot: Record<string, string>, at: Date | null): Promise<void> {
      await follows().update({
        where: { id },
        data: { notified_status: snapshot, ...(at ? { notified_at: at } : {}) },
      });
    },

    /** Deletes a user's follows (their account is being deleted). */
    async removeForUser(userId: number): Promise<void> {
      const rows = (await follows().findMany({ where: { user: { id: userId } }, select: ['id'] })) as { id: number }[];
      if (rows.length) await follows().deleteMany({ where: { id: { $in: rows.map((r) => r.id) } } });
    },
  };
  return service;
};
