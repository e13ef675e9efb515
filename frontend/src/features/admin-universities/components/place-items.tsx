import { isPlaceItemValid, type PlaceItem } from '@dalil/domain/rules';
import { fieldMessages, validatePlace } from '@dalil/domain/validation';
import { TextField } from '@/components/fields';
import type { Keyed, PlaceKind } from '../form-state';
import { TEXTS } from '../texts';
import { ItemEditorActions } from './item-editor-actions';

type Props = {
  kind: PlaceKind;
  items: Keyed<PlaceItem>[];
  onAdd: () => void;
  onChange: (key: string, patch: Partial<PlaceItem>) => void;
  onSave: (key: string) => void;
  onOpen: (key: string) => void;
  onCancel: (key: string) => void;
  onRemove: (key: string) => void;
};

/** Dorms or transport options: a summary when saved, three fields while edited (spec 3 §3–§5). */
export function PlaceItems({ kind, items, onAdd, onChange, onSave, onOpen, onCancel, onRemove }: Props) {
  const domainKind = kind === 'dorms' ? 'dorm' : 'transport';
  const P = TEXTS.place;
  return (
    <section className="uni-items" aria-labelledby={`items-${kind}`}>
      <h3 id={`items-${kind}`} className="uni-form__section-title">
        {TEXTS.sections[kind]} <span className="uni-admin__count">{TEXTS.count(items.length)}</span>
      </h3>
      {items.length === 0 ? (
        <p className="uni-admin__hint">{kind === 'dorms' ? TEXTS.noDorms : TEXTS.noTransport}</p>
      ) : (
        <ol className="uni-items__list">
          {items.map((item) => {
            const title = item.type || TEXTS.untitled;
            const id = (field: string) => `${item.key}-${field}`;
            const set = (field: keyof PlaceItem) => (e: { target: { value: string } }) =>
              onChange(item.key, { [field]: e.target.value });
            if (!item.open) {
              return (
                <li key={item.key} className="uni-item" data-item={item.key}>
                  <div className="uni-item__summary">
                    <span className="uni-item__index">{item.index}</span>
                    <span className="uni-item__title">{title}</span>
                    <span className="uni-item__meta">
                      {P.price}: {item.price || '—'} · {P.price_wafdeen}: {item.price_wafdeen || '—'}
                    </span>
                  </div>
                  <div className="uni-item__actions">
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      aria-label={`${TEXTS.editItem} ${title}`}
                      onClick={() => onOpen(item.key)}
                    >
                      {TEXTS.editItem}
                    </button>
                    <button
                      type="button"
                      className="button button--danger button--small"
                      aria-label={`${TEXTS.removeItem} ${title}`}
                      onClick={() => onRemove(item.key)}
                    >
                      {TEXTS.removeItem}
                    </button>
                  </div>
                </li>
              );
            }
            const valid = isPlaceItemValid(item, domainKind);
            // A filled field the domain refuses (a price too long, a name read as a formula) is
            // marked with the domain's message; the empty required fields are the summary's.
            const messages = valid ? {} : fieldMessages(validatePlace(item, domainKind));
            const errorOf = (field: keyof PlaceItem) =>
              String(item[field] ?? '').trim() !== '' ? (messages[field] ?? null) : null;
            const marked = (['type', 'price', 'price_wafdeen'] as const).some((f) => errorOf(f));
            return (
              <li key={item.key} className="uni-item uni-item--open" data-item={item.key}>
                <fieldset className="uni-item__form">
                  <legend className="uni-item__legend">{title}</legend>
                  <div className="uni-form__row">
                    <TextField
                      id={id('type')}
                      label={`${P.type} (${kind === 'dorms' ? P.dorm : P.transport})`}
                      required
                      error={errorOf('type')}
                      value={item.type}
                      onChange={set('type')}
                    />
                    <TextField
                      id={id('price')}
                      label={P.price}
                      required
                      error={errorOf('price')}
                      value={item.price}
                      onChange={set('price')}
                    />
                    <TextField
                      id={id('price_wafdeen')}
                      label={P.price_wafdeen}
                      required
                      error={errorOf('price_wafdeen')}
                      value={item.price_wafdeen}
                      onChange={set('price_wafdeen')}
                    />
                  </div>
                  <ItemEditorActions
                    itemKey={item.key}
                    valid={valid}
                    invalidText={marked ? TEXTS.itemFixFields : TEXTS.itemInvalid}
                    saved={Boolean(item.saved)}
                    onSave={() => onSave(item.key)}
                    onCancel={() => onCancel(item.key)}
                    onRemove={() => onRemove(item.key)}
                  />
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      <button type="button" className="button button--ghost" onClick={onAdd}>
        + {kind === 'dorms' ? TEXTS.addDorm : TEXTS.addTransport}
      </button>
    </section>
  );
}
