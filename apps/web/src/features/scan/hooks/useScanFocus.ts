import { useEffect } from 'react';
import type { RefObject } from 'react';
import { belongsToScanInput } from '../scan-keys.ts';
import type { FocusKind } from '../scan-keys.ts';

const CONTROL =
  'button, a[href], summary, [role="button"], [role="link"], [role="checkbox"], [role="switch"], [role="tab"], [role="menuitem"]';
const INPUT_CONTROLS = new Set([
  'button',
  'submit',
  'reset',
  'checkbox',
  'radio',
  'range',
  'color',
  'file',
  'image',
]);

const focusKind = (element: Element | null, input: HTMLInputElement | null): FocusKind => {
  if (!element || element === document.body || element === document.documentElement) {
    return 'page';
  }
  if (element === input) return 'scan-input';
  if (element instanceof HTMLInputElement) {
    return INPUT_CONTROLS.has(element.type) ? 'control' : 'text-field';
  }
  if (
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement ||
    (element instanceof HTMLElement && element.isContentEditable)
  ) {
    return 'text-field';
  }
  return element.closest(CONTROL) ? 'control' : 'page';
};

/** A dialog is up: its keys and focus are its own. */
const dialogOpen = (): boolean =>
  document.querySelector(
    'dialog[open], [role="dialog"], [role="alertdialog"], [aria-modal="true"]',
  ) !== null;

/**
 * Keeps a keyboard-wedge scanner's keystrokes in the scan input (VISUAL.md "Scanner station"):
 * - a printable key pressed while something else has focus (a button the teacher tabbed or
 *   clicked to) moves focus to the input first, so the browser types that key — and the rest of
 *   the barcode, and its Enter — into the input;
 * - after a click on a button or on the page, and when the window comes back, focus returns to
 *   the input.
 * Tab still reaches the buttons (keyboard users need them), and nothing is taken from another
 * text field or an open dialog.
 */
export function useScanFocus(inputRef: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const focusInput = () => {
      const input = inputRef.current;
      if (!input || document.activeElement === input) return;
      input.focus({ preventScroll: true });
      // Type after what is already there, not before it.
      const end = input.value.length;
      input.setSelectionRange(end, end);
    };

    // Capture phase: focus must move before the key is typed anywhere else.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const kind = focusKind(document.activeElement, inputRef.current);
      // An open dialog only ever says no, so look for one (a DOM query) only for a key that would
      // otherwise go to the scan input — not for each key the scanner types into it.
      if (belongsToScanInput(event, kind, false) && !dialogOpen()) focusInput();
    };

    // After the button's own click has run (it may submit the scan), back to the input.
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (focusKind(target, inputRef.current) === 'text-field' || dialogOpen()) return;
      requestAnimationFrame(() => {
        if (!dialogOpen()) focusInput();
      });
    };

    window.addEventListener('focus', focusInput);
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('focus', focusInput);
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('click', onClick);
    };
  }, [inputRef]);
}
