/**
 * Spec 1 §2 rule 6: right-click, F12, Ctrl+Shift+I/C/J and Ctrl+U are blocked on every page,
 * while the site setting `block_devtools` is on (editors can switch it off in the CMS).
 *
 * It is a deterrent, not a protection: the page's data comes from public endpoints anyway.
 */
import { useEffect } from 'react';

export interface KeyLike {
  key: string;
  /** Physical key ('KeyI'); used so the rule also holds with an Arabic keyboard layout. */
  code?: string;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey?: boolean;
  metaKey?: boolean;
}

/** The letter of a key press: from the physical key when known, else from the typed character. */
function letterOf(event: KeyLike): string {
  const fromCode = /^Key([A-Z])$/.exec(event.code ?? '')?.[1];
  return (fromCode ?? event.key ?? '').toUpperCase();
}

/** Pure: whether this key press is one of the shortcuts spec 1 §2 rule 6 blocks. */
export function isBlockedShortcut(event: KeyLike): boolean {
  if (event.key === 'F12' || event.code === 'F12') return true;
  if (!event.ctrlKey) return false;
  const letter = letterOf(event);
  if (event.shiftKey) return letter === 'I' || letter === 'C' || letter === 'J';
  return letter === 'U';
}

/** Installs the listeners while `enabled`; removes them as soon as it turns false. */
export function useBlockDevtools(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const onContextMenu = (event: MouseEvent) => event.preventDefault();
    const onKeyDown = (event: KeyboardEvent) => {
      if (isBlockedShortcut(event)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    document.addEventListener('contextmenu', onContextMenu);
    // Capture phase: before any handler on the page can see (or swallow) the shortcut.
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('contextmenu', onContextMenu);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [enabled]);
}
