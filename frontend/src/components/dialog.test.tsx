import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { Dialog } from './dialog';
import { ConfirmDialog } from './confirm-dialog';

afterEach(cleanup);

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        افتح
      </button>
      <a href="/behind">رابط خلف النافذة</a>
      {open && (
        <Dialog
          title="عنوان النافذة"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <input aria-label="الأول" />
          <button type="button">الأخير</button>
        </Dialog>
      )}
    </div>
  );
}

const tab = (shift = false) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey: shift });

describe('Dialog', () => {
  it('is a labelled modal in a right-to-left portal and takes focus on open', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('افتح'));
    const dialog = screen.getByRole('dialog', { name: 'عنوان النافذة' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect(document.activeElement).toBe(screen.getByLabelText('الأول'));
  });

  it('keeps Tab and Shift+Tab inside, and makes the page behind inert', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('افتح'));
    const first = screen.getByLabelText('الأول');
    const close = screen.getByRole('button', { name: 'إغلاق' });
    // Order inside: close button, input, last button.
    screen.getByText('الأخير').focus();
    tab();
    expect(document.activeElement).toBe(close);
    tab(true);
    expect(document.activeElement).toBe(screen.getByText('الأخير'));
    first.focus();
    expect(screen.getByText('رابط خلف النافذة').closest('[inert]')).not.toBeNull();
  });

  it('closes on Escape and on the overlay, and gives focus back', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByText('افتح');
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(screen.getByText('رابط خلف النافذة').closest('[inert]')).toBeNull();

    fireEvent.click(opener);
    fireEvent.mouseDown(document.querySelector('.dialog__overlay') as Element);
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cannot be dismissed without onClose (a progress dialog)', () => {
    render(
      <Dialog title="جارٍ التحميل">
        <p>انتظر</p>
      </Dialog>,
    );
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'إغلاق' })).toBeNull();
  });
});

describe('ConfirmDialog', () => {
  it('starts on cancel, shows every message and disables both buttons while confirming', async () => {
    let finish: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        title="حذف الجامعة"
        messages={['هل أنت متأكد؟', 'سيتم حذف كل البيانات نهائياً']}
        confirmLabel="تأكيد الحذف"
        busyLabel="جارٍ الحذف..."
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('alertdialog', { name: 'حذف الجامعة' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'إلغاء' }));
    expect(screen.getByText('سيتم حذف كل البيانات نهائياً')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'تأكيد الحذف' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    const busy = screen.getByRole('button', { name: 'جارٍ الحذف...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'إلغاء' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
    await act(async () => finish());
    expect((screen.getByRole('button', { name: 'تأكيد الحذف' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
