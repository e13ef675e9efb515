import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Asks before a form with unsaved changes is left: an in-app navigation (a link, back, a tab
 * that changes the URL path) opens a confirmation; closing or reloading the page gets the
 * browser's own prompt. Changes of the query string alone on the same path are not blocked
 * unless `blockSearchChanges` is set (tabs live in `?tab=`: leaving the edit tab leaves the form).
 */
export function UnsavedChangesPrompt({
  when,
  blockSearchChanges = true,
}: {
  when: boolean;
  blockSearchChanges?: boolean;
}) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      (currentLocation.pathname !== nextLocation.pathname ||
        (blockSearchChanges && currentLocation.search !== nextLocation.search)),
  );

  useEffect(() => {
    if (!when) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      title="تغييرات غير محفوظة"
      messages={['لديك تغييرات لم تُحفظ بعد.', 'هل تريد مغادرة النموذج وتجاهلها؟']}
      confirmLabel="مغادرة دون حفظ"
      cancelLabel="البقاء في النموذج"
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    />
  );
}
