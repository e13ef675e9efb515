import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { isBlockedShortcut, useBlockDevtools, type KeyLike } from './block-devtools';

const press = (key: string, mods: Partial<KeyLike> = {}): KeyLike => ({
  key,
  ctrlKey: false,
  shiftKey: false,
  ...mods,
});

describe('isBlockedShortcut (spec 1 §2 rule 6: F12, Ctrl+Shift+I/C/J and Ctrl+U)', () => {
  it.each([
    ['F12', press('F12'), true],
    ['Ctrl+Shift+I', press('I', { ctrlKey: true, shiftKey: true }), true],
    ['Ctrl+Shift+C', press('C', { ctrlKey: true, shiftKey: true }), true],
    ['Ctrl+Shift+J', press('J', { ctrlKey: true, shiftKey: true }), true],
    ['Ctrl+Shift+i (lower case)', press('i', { ctrlKey: true, shiftKey: true }), true],
    ['Ctrl+U', press('u', { ctrlKey: true }), true],
    ['Ctrl+U with an Arabic layout (key "ع")', press('ع', { code: 'KeyU', ctrlKey: true }), true],
    ['Ctrl+Shift+I with an Arabic layout', press('ـ', { code: 'KeyI', ctrlKey: true, shiftKey: true }), true],
    ['Ctrl+C (copy) stays', press('c', { code: 'KeyC', ctrlKey: true }), false],
    ['Ctrl+I stays', press('i', { ctrlKey: true }), false],
    ['Ctrl+Shift+U stays', press('U', { ctrlKey: true, shiftKey: true }), false],
    ['Shift+I (typing) stays', press('I', { shiftKey: true }), false],
    ['U (typing) stays', press('u'), false],
    ['F5 stays', press('F5'), false],
    ['Arabic letter on KeyI without Ctrl stays', press('ه', { code: 'KeyI' }), false],
  ])('%s → %s', (_name, event, blocked) => {
    expect(isBlockedShortcut(event)).toBe(blocked);
  });
});

describe('useBlockDevtools', () => {
  afterEach(cleanup);

  const rightClick = () => {
    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    document.body.dispatchEvent(event);
    return event.defaultPrevented;
  };
  const f12 = () => {
    const event = new KeyboardEvent('keydown', { key: 'F12', bubbles: true, cancelable: true });
    document.body.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('blocks right-click and F12 while enabled, and nothing once switched off', () => {
    const { rerender, unmount } = renderHook(({ enabled }) => useBlockDevtools(enabled), {
      initialProps: { enabled: true },
    });
    expect(rightClick()).toBe(true);
    expect(f12()).toBe(true);
    rerender({ enabled: false });
    expect(rightClick()).toBe(false);
    expect(f12()).toBe(false);
    unmount();
  });
});
