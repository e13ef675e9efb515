import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderActions } from './order-actions';

afterEach(cleanup);

const texts = {
  changeOrder: 'تغيير الترتيب',
  saveOrder: 'حفظ الترتيب',
  savingOrder: 'جارٍ حفظ الترتيب...',
  cancelOrder: 'إلغاء',
};
const handlers = () => ({ onStart: vi.fn(), onSave: vi.fn(), onCancel: vi.fn() });

describe('OrderActions', () => {
  it('offers only "change order" outside ordering, disabled while there is nothing to order', () => {
    const h = handlers();
    const { rerender } = render(<OrderActions ordering={false} saving={false} canStart texts={texts} {...h} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['تغيير الترتيب']);
    fireEvent.click(screen.getByRole('button', { name: 'تغيير الترتيب' }));
    expect(h.onStart).toHaveBeenCalledOnce();
    rerender(<OrderActions ordering={false} saving={false} canStart={false} texts={texts} {...h} />);
    expect((screen.getByRole('button', { name: 'تغيير الترتيب' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('saves or cancels while ordering, both disabled and the save relabelled while saving', () => {
    const h = handlers();
    const { rerender } = render(<OrderActions ordering saving={false} canStart texts={texts} {...h} />);
    fireEvent.click(screen.getByRole('button', { name: 'حفظ الترتيب' }));
    fireEvent.click(screen.getByRole('button', { name: 'إلغاء' }));
    expect(h.onSave).toHaveBeenCalledOnce();
    expect(h.onCancel).toHaveBeenCalledOnce();
    rerender(<OrderActions ordering saving canStart texts={texts} {...h} />);
    const save = screen.getByRole('button', { name: 'جارٍ حفظ الترتيب...' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    expect(save.getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: 'إلغاء' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
