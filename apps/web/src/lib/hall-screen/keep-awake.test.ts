import { describe, expect, it } from 'vitest';
import { keepScreenAwake, type WakeLockDeps } from './keep-awake.ts';

/** A page whose visibility the test sets, and a wake lock that grants or refuses. */
function fakePage(grant = true) {
  let visible = true;
  let onChange: (() => void) | null = null;
  const locks: { released: boolean }[] = [];
  const deps: WakeLockDeps = {
    request: () => {
      if (!grant) return Promise.reject(new DOMException('refused', 'NotAllowedError'));
      const lock = { released: false };
      locks.push(lock);
      return Promise.resolve({
        release: async () => {
          lock.released = true;
        },
      });
    },
    isVisible: () => visible,
    onVisibilityChange: (listener) => {
      onChange = listener;
      return () => {
        onChange = null;
      };
    },
  };
  const show = (shown: boolean) => {
    visible = shown;
    // The browser lets the lock go when the page is hidden.
    if (!shown) for (const lock of locks) lock.released = true;
    onChange?.();
  };
  return { deps, locks, show, watching: () => onChange !== null };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('keepScreenAwake', () => {
  it('holds the lock while the page is shown, and asks again each time it is shown', async () => {
    const page = fakePage();
    const stop = keepScreenAwake(page.deps);
    await settle();
    expect(page.locks).toEqual([{ released: false }]);

    page.show(false);
    await settle();
    expect(page.locks).toEqual([{ released: true }]);
    page.show(true);
    await settle();
    expect(page.locks.at(-1)).toEqual({ released: false });

    stop();
    await settle();
    expect(page.locks.every((lock) => lock.released)).toBe(true);
    expect(page.watching()).toBe(false);
  });

  it('leaves the device its own setting when the browser refuses, without an error', async () => {
    const page = fakePage(false);
    const stop = keepScreenAwake(page.deps);
    await settle();
    page.show(true);
    await settle();
    expect(page.locks).toEqual([]);
    stop();
  });

  it('lets go of a lock granted after the page stopped asking', async () => {
    const page = fakePage();
    const stop = keepScreenAwake(page.deps);
    stop();
    await settle();
    expect(page.locks).toEqual([{ released: true }]);
  });
});
