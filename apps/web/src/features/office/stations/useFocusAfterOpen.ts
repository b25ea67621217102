import { useEffect, useRef } from 'react';

/**
 * Focuses a dialog's first field once the dialog is open. React's autoFocus runs before the
 * dialog's showModal() (a parent's effect runs after its children's), and showModal() then moves
 * focus to the first focusable element — the close button. One frame later the dialog is open.
 */
export function useFocusAfterOpen(focus: () => void): void {
  const focusRef = useRef(focus);
  useEffect(() => {
    const frame = requestAnimationFrame(() => focusRef.current());
    return () => cancelAnimationFrame(frame);
  }, []);
}
