import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyModule, lazyResolver, preloadOnUse } from './lazy-module.ts';

const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as const;

describe('rules loaded at first need', () => {
  it('are fetched once, however often they are asked for, and remembered once they arrive', async () => {
    const fetchRules = vi.fn(async () => ({ answer: 42 }));
    const rules = lazyModule(fetchRules);
    expect(rules.asked()).toBe(false);
    expect(rules.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([rules.load(), rules.load()]);
    expect(first).toBe(second);
    expect(fetchRules).toHaveBeenCalledTimes(1);
    expect(rules.loaded()).toEqual({ answer: 42 });
  });

  it('a failed download is tried again the next time they are needed', async () => {
    const fetchRules = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('rules');
    const rules = lazyModule(fetchRules);
    await expect(rules.load()).rejects.toThrow('offline');
    await expect(rules.load()).resolves.toBe('rules');
  });

  it('an untouched form is not judged, and does not fetch the rules to find that out', async () => {
    const fetchRules = vi.fn(async () => ({
      resolver: async () => ({ values: { name: 'Sara' }, errors: {} }),
    }));
    const rules = lazyModule(fetchRules);
    const resolver = lazyResolver(rules, (module) => module.resolver);
    const untouched = await resolver({ name: '' }, undefined, resolverOptions);
    expect(untouched.values).toEqual({});
    expect(Object.keys(untouched.errors)).toEqual(['root']);
    expect(fetchRules).not.toHaveBeenCalled();
  });

  it('from the first touch of the form, it is judged by the rules once they arrive', async () => {
    const nameRequired: Resolver<{ name: string }> = (values) =>
      values.name
        ? { values, errors: {} as Record<string, never> }
        : { values: {}, errors: { name: { type: 'too_small', message: 'Please give a name' } } };
    const rules = lazyModule(async () => ({ resolver: nameRequired }));
    const resolver = lazyResolver(rules, (module) => module.resolver);
    preloadOnUse(rules).onFocusCapture();
    expect(await resolver({ name: 'Sara' }, undefined, resolverOptions)).toEqual({
      values: { name: 'Sara' },
      errors: {},
    });
    const empty = await resolver({ name: '' }, undefined, resolverOptions);
    expect(empty.errors).toEqual({ name: { type: 'too_small', message: 'Please give a name' } });
  });
});
