import type { ScoreTrack, StudyYear } from '../rules/catalog';

/**
 * The keys of a record type as a list the CMS tests compare answers with. The list is checked
 * against the type both ways when it is compiled: a listed key the type lacks does not compile, and
 * a key of the type the list leaves out makes the argument `{ missing: 'that_key' }`.
 */
export const recordKeys =
  <T>() =>
  <const K extends readonly (keyof T & string)[]>(
    keys: K & ([Exclude<keyof T, K[number]>] extends [never] ? unknown : { missing: Exclude<keyof T, K[number]> }),
  ): readonly (keyof T & string)[] =>
    keys;

/** `thanwyaa_firstYear_score`, `azhar_fifthYear_status`, … : the track × year fields of one suffix. */
export type TrackYearField<S extends string> = `${ScoreTrack}_${StudyYear}Year_${S}`;

/** An ISO date-time text as Strapi answers `createdAt`, `updatedAt` and datetime fields. */
export type IsoDateTime = string;

/** The two timestamps every stored record carries. */
export type Timestamps = { createdAt: IsoDateTime; updatedAt: IsoDateTime };

/**
 * One record of any of the kinds in `U`, for a screen that serves several kinds with one list:
 * every key of any kind is optional and typed as in the kinds that have it (`_id` is always there).
 */
export type AnyRecordOf<U extends { _id: string }> = { _id: string } & {
  [K in U extends unknown ? keyof U : never]?: U extends unknown ? (K extends keyof U ? U[K] : never) : never;
};
