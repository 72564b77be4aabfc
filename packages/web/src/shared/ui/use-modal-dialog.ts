import { useCallback, useEffect, useRef } from 'react';
import type { KeyboardEvent, RefObject, SyntheticEvent } from 'react';

export interface ModalDialogOptions {
  /**
   * The user asked to close it: Escape, or the browser's own cancel (Android back).
   * The dialog stays open until the owner turns `open` false.
   */
  onCancel: () => void;
  /** Runs each time it opens, just before it shows (e.g. start a form from the applied values). */
  onOpen?: () => void;
  /**
   * A selector of what to focus once it is open ('input': straight to typing).
   * Without it the browser chooses; where showModal is missing, the first enabled
   * button or link.
   */
  initialFocus?: string;
}

/** Spread on the `<dialog>`: `<dialog {...useModalDialog(open, { onCancel })}>`. */
export interface ModalDialogProps {
  ref: RefObject<HTMLDialogElement | null>;
  onCancel: (event: SyntheticEvent<HTMLDialogElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => void;
}

const FALLBACK_FOCUS = 'button:not([disabled]), a[href]';

/**
 * The project's modal `<dialog>`: shown with showModal while `open` is true (focus
 * trapped, the page inert), closed when it turns false or the owner unmounts, and
 * closing returns focus to where it was. Escape and the browser's cancel do not
 * close it themselves: they call `onCancel`, so the owner's state stays the truth
 * (and can animate the way out). Where showModal is missing (old browsers, jsdom)
 * it falls back to the `open` attribute and moves focus in and back out itself.
 */
export function useModalDialog(open: boolean, options: ModalDialogOptions): ModalDialogProps {
  const ref = useRef<HTMLDialogElement>(null);
  const latest = useRef(options);
  // Where focus was before a fallback opening, to return it on closing.
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    latest.current = options;
  });

  const close = useCallback((dialog: HTMLDialogElement) => {
    if (typeof dialog.close === 'function') {
      dialog.close(); // the browser returns focus
      return;
    }
    dialog.removeAttribute('open');
    const target = returnTo.current;
    returnTo.current = null;
    const active = document.activeElement;
    const focusLeft = !active || active === document.body || dialog.contains(active);
    if (target?.isConnected && focusLeft) target.focus();
  }, []);

  // Declared before the opening effect: a remount (StrictMode) closes, then reopens.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) close(dialog);
    };
  }, [close]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const { onOpen, initialFocus } = latest.current;
      onOpen?.();
      if (typeof dialog.showModal === 'function') {
        dialog.showModal();
        if (initialFocus) dialog.querySelector<HTMLElement>(initialFocus)?.focus();
      } else {
        returnTo.current =
          document.activeElement instanceof HTMLElement ? document.activeElement : null;
        dialog.setAttribute('open', '');
        dialog.querySelector<HTMLElement>(initialFocus ?? FALLBACK_FOCUS)?.focus();
      }
    } else if (!open && dialog.open) {
      close(dialog);
    }
  }, [open, close]);

  const onCancel = useCallback((event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    latest.current.onCancel();
  }, []);

  // Escape handled as a key too: also where there is no cancel event (no showModal),
  // and it never lets the browser close the dialog behind the owner's back.
  const onKeyDown = useCallback((event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    latest.current.onCancel();
  }, []);

  return { ref, onCancel, onKeyDown };
}
