/** The words of a list's ordering buttons; each screen names its own cancel. */
export type OrderActionTexts = { changeOrder: string; saveOrder: string; savingOrder: string; cancelOrder: string };

/**
 * The toolbar buttons of a staff list whose order can be changed (universities, admission statuses):
 * 'change order' outside ordering; 'save order' (disabled and relabelled while saving) and 'cancel'
 * while ordering. The order itself is the screen's (the rules are `packages/domain/src/rules/ordering.ts`).
 */
export function OrderActions({
  ordering,
  saving,
  canStart,
  onStart,
  onSave,
  onCancel,
  texts,
}: {
  ordering: boolean;
  saving: boolean;
  canStart: boolean;
  onStart: () => void;
  onSave: () => void;
  onCancel: () => void;
  texts: OrderActionTexts;
}) {
  if (!ordering) {
    return (
      <button type="button" className="button button--ghost" onClick={onStart} disabled={!canStart}>
        {texts.changeOrder}
      </button>
    );
  }
  return (
    <>
      <button
        type="button"
        className="button button--primary"
        onClick={onSave}
        disabled={saving}
        aria-busy={saving || undefined}
      >
        {saving ? texts.savingOrder : texts.saveOrder}
      </button>
      <button type="button" className="button button--ghost" onClick={onCancel} disabled={saving}>
        {texts.cancelOrder}
      </button>
    </>
  );
}
