/**
 * The councils' floors table (GET /api/admission-floors): one cell per academic year × certificate
 * group × tier × faculty group, with its sources. Read by the guide page and the score finder,
 * without the session's token: the table is the same for every caller (and so may be kept for
 * offline use; issue 25 item 4).
 */
import useSWR from 'swr';
import { CURRENT_ACADEMIC_YEAR } from '@dalil/domain/rules';
import { type AdmissionFloorRecord } from '@dalil/domain/contract';
import { apiFetch } from '../api-client';

export const floorsKey = (year: string = CURRENT_ACADEMIC_YEAR) =>
  `/api/admission-floors?year=${encodeURIComponent(year)}`;
export const getFloors = (year: string = CURRENT_ACADEMIC_YEAR) =>
  apiFetch<AdmissionFloorRecord[]>('/api/admission-floors', { query: { year }, anonymous: true });

/** The table rarely changes: one request per visit. */
export const useFloors = (year: string = CURRENT_ACADEMIC_YEAR) =>
  useSWR(floorsKey(year), () => getFloors(year), { revalidateOnFocus: false });

/** Every year's table, newest year first (the score finder picks the certificate's year from it). */
export const allFloorsKey = '/api/admission-floors';
export const useAllFloors = () =>
  useSWR(allFloorsKey, () => apiFetch<AdmissionFloorRecord[]>('/api/admission-floors', { anonymous: true }), {
    revalidateOnFocus: false,
  });
