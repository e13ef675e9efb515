import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useUrlTab } from '../tabs';
import { useToasts, TOAST_MS } from '../toasts';
import { getSession, isSuperAdmin } from '@/lib/session';

export const ADMIN_TABS = ['add', 'manage', 'edit', 'delete'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/**
 * The add / manage / edit / delete tab of a staff screen, kept in the URL (`?tab=`, the record in
 * `?id=`), so reload and back keep the place. Spec 3 §4: a non-SuperAdmin reaching delete is sent
 * back to manage with an error toast (`deleteRefusal`, the screen's own text from spec 3 §6).
 */
export function useAdminTab(deleteRefusal: string, toastMs: number = TOAST_MS.staff) {
  const [tab, setTabParam] = useUrlTab<AdminTab>('tab', ADMIN_TABS, 'manage');
  const { show } = useToasts();
  const superAdmin = isSuperAdmin(getSession().userType);

  useEffect(() => {
    if (tab === 'delete' && !superAdmin) {
      show('error', deleteRefusal, toastMs);
      setTabParam('manage', { id: undefined }, { replace: true });
    }
  }, [tab, superAdmin, deleteRefusal, toastMs, show, setTabParam]);

  /** Switch tab; `id` selects the record being edited or deleted (cleared when omitted). */
  const setTab = (next: AdminTab, id?: string) => setTabParam(next, { id });
  return { tab: tab === 'delete' && !superAdmin ? 'manage' : tab, setTab, superAdmin } as const;
}

/** The record id in the URL (`?id=`), for the edit and delete tabs. */
export function useAdminRecordId(): string | null {
  const [params] = useSearchParams();
  return params.get('id');
}
