import { useEffect, useState } from 'react';
import type { FieldErrors, FieldValues, Resolver, ResolverError } from 'react-hook-form';

/**
 * A module loaded the first time it is needed instead of with the page (decision 0029): a form's
 * rules (Zod and the shared schemas: about 25 KB, and 10–30 ms of a phone's main thread to
 * build), or a step nobody sees before the steps above it are done. `load` starts it once and
 * answers the same promise ever after; `loaded` is the module once it has arrived, for code that
 * must answer at once (a render) and knows it has been loaded.
 */
export interface LazyModule<M> {
  load: () => Promise<M>;
  loaded: () => M | undefined;
  /** Whether anything has asked for it yet (a touch of a form, a render that needs it). */
  asked: () => boolean;
}

export function lazyModule<M>(importModule: () => Promise<M>): LazyModule<M> {
  let promise: Promise<M> | undefined;
  let module: M | undefined;
  const load = () =>
    (promise ??= importModule().then(
      (loaded) => (module = loaded),
      (error: unknown) => {
        promise = undefined; // a failed download is tried again at the next need
        throw error;
      },
    ));
  return { load, loaded: () => module, asked: () => promise !== undefined || module !== undefined };
}

/**
 * What a form's resolver answers before anyone has touched the form: not complete, with no
 * message on any field. React Hook Form judges a form as it appears (for `isValid`, which keeps
 * Continue dimmed); loading the rules for that would load them with every page. An untouched
 * form is empty, or — steps a sponsor saved earlier — its rules were loaded before the screen.
 */
const notJudgedYet = <TIn extends FieldValues>(): ResolverError<TIn> => ({
  values: {},
  errors: { root: { type: 'rules-not-loaded', message: '' } } as FieldErrors<TIn>,
});

/**
 * A form's resolver taken from lazily loaded rules. From the first touch of the form
 * (`preloadOnUse`) a validation waits for them — a moment, and only if the sponsor is quicker
 * than the download; before it, the form is not judged (notJudgedYet).
 */
export function lazyResolver<M, TIn extends FieldValues, TContext, TOut>(
  rules: LazyModule<M>,
  pick: (module: M) => Resolver<TIn, TContext, TOut>,
): Resolver<TIn, TContext, TOut> {
  return async (values, context, options) => {
    if (!rules.asked()) return notJudgedYet<TIn>();
    return pick(await rules.load())(values, context, options);
  };
}

/**
 * Props for a form: the first touch, click, focus or change inside it starts loading its rules
 * (and what else the form leads to), so they are there by the time a field is left or the form is
 * sent. A change counts too: the browser's autofill, or a choice made without a focus, is use of
 * the form, and the validation it triggers must wait for the rules rather than be skipped.
 */
export const preloadOnUse = (...modules: LazyModule<unknown>[]) => {
  const preload = () => {
    for (const module of modules) void module.load().catch(() => undefined);
  };
  return {
    onFocusCapture: preload,
    onPointerDownCapture: preload,
    onInputCapture: preload,
    onChangeCapture: preload,
  };
};

/**
 * The rules for a render that needs them: the module once it has arrived, else undefined. While
 * `needed`, it starts loading them and renders again when they arrive (a form whose every field
 * was filled without a touch, by the browser's autofill, say).
 */
export function useLoadedRules<M>(rules: LazyModule<M>, needed: boolean): M | undefined {
  const [, setArrivals] = useState(0);
  const module = rules.loaded();
  useEffect(() => {
    if (!needed || module) return;
    let mounted = true;
    rules.load().then(
      () => mounted && setArrivals((count) => count + 1),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [needed, module, rules]);
  return module;
}
