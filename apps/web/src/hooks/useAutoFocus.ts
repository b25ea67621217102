import { useCallback, useRef } from 'react';
import type { Ref, RefCallback } from 'react';

function assign<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * `autoFocus` said once, in our own code: the element takes the focus once, when it first appears
 * — on a page load, after a navigation or in a dialog alike, and in the page React hydrates (whose
 * server HTML carries no attribute for it). The returned ref focuses the element the first time
 * it is attached and hands it on to the caller's own ref (a form library's, say); components take
 * `autoFocus` through this and never pass it to the DOM (lint forbids that).
 */
export function useAutoFocus<T extends HTMLElement>(
  autoFocus: boolean | undefined,
  ref?: Ref<T>,
): RefCallback<T> {
  const focused = useRef(false);
  return useCallback(
    (element: T | null) => {
      assign(ref, element);
      if (element && autoFocus && !focused.current) {
        focused.current = true;
        element.focus();
      }
    },
    [autoFocus, ref],
  );
}
