import { useRef, useLayoutEffect } from 'react';

/**
 * For what replaces the focused part of a dialog (a form that gave way to its result): the new
 * part takes the focus when it appears, so the keyboard and a screen reader start there instead
 * of at the top of the page. Give the element tabIndex={-1} if it is not focusable itself.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => ref.current?.focus({ preventScroll: true }), []);
  return ref;
}
