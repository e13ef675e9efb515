/**
 * The councils' floors table as staff edit it (issue 22 item 2): GET /api/admission-floors (every
 * year, read with the staff token so the answer is never a shared cached one), POST (a cell),
 * PUT /{id} (with the `updatedAt` read: a cell saved by someone else since is a 409), DELETE /{id}
 * (SuperAdmin), POST /start-year (a new year's table from an earlier one, cells empty).
 */
import type { FloorFormValues } from '@dalil/domain/rules';
import type { AdmissionFloorRecord } from '@dalil/domain/contract';
import { apiFetch } from '@/lib/api-client';
import { staffKeyOf, useStaffResource } from '@/lib/api/staff-resource';

export type FloorCell = AdmissionFloorRecord;

/** What the form sends: the cell's fields as typed (the server reads them with the same validator). */
export type FloorBody = FloorFormValues;

export const adminFloorsKey = () => staffKeyOf('/api/admission-floors');
export const getAllFloors = () => apiFetch<FloorCell[]>('/api/admission-floors');
export const useAdminFloors = () => useStaffResource('/api/admission-floors', getAllFloors);

export const createFloor = (body: FloorBody) => apiFetch<FloorCell>('/api/admission-floors', { method: 'POST', body });
export const updateFloor = (id: string, body: FloorBody & { updatedAt?: string }) =>
  apiFetch<FloorCell>(`/api/admission-floors/${encodeURIComponent(id)}`, { method: 'PUT', body });
export const deleteFloor = (id: string) =>
  apiFetch<{ _id: string; message: string }>(`/api/admission-floors/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const startFloorYear = (academic_year: string, from: string) =>
  apiFetch<{ academic_year: string; from: string; cells: number }>('/api/admission-floors/start-year', {
    method: 'POST',
    body: { academic_year, from },
  });
