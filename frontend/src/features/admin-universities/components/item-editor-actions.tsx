import { TEXTS } from '../texts';

type Props = {
  itemKey: string;
  valid: boolean;
  /** Why save is disabled (the required fields, or the marked ones); the default names the first. */
  invalidText?: string;
  saved: boolean;
  onSave: () => void;
  onCancel: () => void;
  onRemove: () => void;
};

/**
 * The buttons under an item being edited (spec 3 §4): save, disabled until the item is valid
 * (the reason is read with it), cancel, and remove for an item that was saved before.
 */
export function ItemEditorActions({
  itemKey,
  valid,
  invalidText = TEXTS.itemInvalid,
  saved,
  onSave,
  onCancel,
  onRemove,
}: Props) {
  const invalidId = `${itemKey}-invalid`;
  return (
    <div className="uni-item__actions">
      <button
        type="button"
        className="button button--primary button--small"
        disabled={!valid}
        aria-describedby={valid ? undefined : invalidId}
        onClick={onSave}
      >
        {TEXTS.saveItem}
      </button>
      <button type="button" className="button button--ghost button--small" onClick={onCancel}>
        {TEXTS.cancelItem}
      </button>
      {saved && (
        <button type="button" className="button button--danger button--small" onClick={onRemove}>
          {TEXTS.removeItem}
        </button>
      )}
      {!valid && (
        <span id={invalidId} className="field__hint">
          {invalidText}
        </span>
      )}
    </div>
  );
}
