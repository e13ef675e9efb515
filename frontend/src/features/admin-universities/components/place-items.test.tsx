import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { type PlaceItem } from '@dalil/domain/rules';
import { LIMIT_MESSAGES, TEXT_LIMITS } from '@dalil/domain/validation';
import { addPlace, changeItem, type Keyed } from '../form-state';
import { TEXTS } from '../texts';
import { PlaceItems } from './place-items';

afterEach(cleanup);

/** The dorms list as the university form holds it: one item open, typed into through the real inputs. */
function Dorms() {
  const [items, setItems] = useState<Keyed<PlaceItem>[]>(() => addPlace([]));
  return (
    <PlaceItems
      kind="dorms"
      items={items}
      onAdd={() => setItems((l) => addPlace(l))}
      onChange={(key, patch) => setItems((l) => changeItem(l, key, patch))}
      onSave={() => {}}
      onOpen={() => {}}
      onCancel={() => {}}
      onRemove={() => {}}
    />
  );
}

const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('dorm and transport price fields (issue 21 item 6 for places)', () => {
  it('marks a refused price with the domain message beside it, and clears it once fixed', () => {
    render(<Dorms />);
    type(/النوع/, 'سكن داخلي');
    type(new RegExp(`^${TEXTS.place.price}`), '1'.repeat(TEXT_LIMITS.short + 1));
    type(new RegExp(`^${TEXTS.place.price_wafdeen}`), '5000');

    const price = screen.getByLabelText(new RegExp(`^${TEXTS.place.price}`));
    expect(price.getAttribute('aria-invalid')).toBe('true');
    const described = (price.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain(LIMIT_MESSAGES.tooLong('السعر', TEXT_LIMITS.short));
    // The wafdeen price is fine: not marked.
    expect(screen.getByLabelText(new RegExp(`^${TEXTS.place.price_wafdeen}`)).getAttribute('aria-invalid')).toBeNull();
    // The summary under the buttons says to fix the marked fields, not that something is missing.
    expect(screen.getByText(TEXTS.itemFixFields)).toBeTruthy();
    expect(screen.queryByText(TEXTS.itemInvalid)).toBeNull();

    type(new RegExp(`^${TEXTS.place.price}`), '4000');
    expect(screen.getByLabelText(new RegExp(`^${TEXTS.place.price}`)).getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(TEXTS.itemFixFields)).toBeNull();
    expect(screen.queryByText(TEXTS.itemInvalid)).toBeNull();
    expect((screen.getByRole('button', { name: TEXTS.saveItem }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says what is missing (no field marked) while a required field is empty', () => {
    render(<Dorms />);
    type(/النوع/, 'سكن داخلي');
    expect(screen.getByText(TEXTS.itemInvalid)).toBeTruthy();
    expect(screen.getByLabelText(new RegExp(`^${TEXTS.place.price}`)).getAttribute('aria-invalid')).toBeNull();
  });
});
