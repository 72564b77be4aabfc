import { useEffect } from 'react';
import type { RefObject } from 'react';

/**
 * Keeps a `<dialog>` open as a modal (focus trapped, the page inert, Escape
 * cancels) while `open` is true, as the project's dialogs do. Where showModal is
 * missing (old browsers, jsdom) it falls back to the `open` attribute and moves
 * focus into the dialog itself.
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, open: boolean): void {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') {
        dialog.showModal();
      } else {
        dialog.setAttribute('open', '');
        dialog.querySelector<HTMLElement>('button:not([disabled]), a[href]')?.focus();
      }
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [ref, open]);
}
