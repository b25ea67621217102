import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page is the server's prerendered HTML (and in the render that hydrates it),
 * true from then on. A form is disabled until then: typed text would be unknown to the form's
 * state, and a submit would go out as a plain GET with the fields in the address.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
