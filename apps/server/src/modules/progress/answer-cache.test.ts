import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache.ts';

describe('an answer cache', () => {
  it('gives back an answer only for the version it was built from', () => {
    const cache = new AnswerCache<string>(10);
    cache.set('2026-11-24', 'v1', 'answer one');
    expect(cache.get('2026-11-24', 'v1')).toBe('answer one');
    expect(cache.get('2026-11-24', 'v2')).toBeUndefined();
    expect(cache.get('2026-11-25', 'v1')).toBeUndefined();
  });

  it('builds once per version and keeps the newest build', async () => {
    const cache = new AnswerCache<string>(10);
    let builds = 0;
    const build = (v: string) => async () => `built ${++builds} for ${v}`;
    expect(await cache.through('k', 'v1', build('v1'))).toBe('built 1 for v1');
    expect(await cache.through('k', 'v1', build('v1'))).toBe('built 1 for v1');
    expect(await cache.through('k', 'v2', build('v2'))).toBe('built 2 for v2');
    expect(cache.get('k', 'v1')).toBeUndefined();
  });

  it('lets requests that miss at the same moment share one build', async () => {
    const cache = new AnswerCache<number>(10);
    let builds = 0;
    let finish!: (n: number) => void;
    const build = () => {
      builds++;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    const both = Promise.all([cache.through('k', 'v', build), cache.through('k', 'v', build)]);
    finish(42);
    expect(await both).toEqual([42, 42]);
    expect(builds).toBe(1);
  });

  it('keeps nothing from a build that failed: the next request builds again', async () => {
    const cache = new AnswerCache<string>(10);
    await expect(
      cache.through('k', 'v', () => Promise.reject(new Error('database away'))),
    ).rejects.toThrow('database away');
    expect(await cache.through('k', 'v', async () => 'built')).toBe('built');
  });

  it('holds at most its capacity, letting the least recently used go first', () => {
    const cache = new AnswerCache<string>(2);
    cache.set('donor 1', 'v', 'one');
    cache.set('donor 2', 'v', 'two');
    cache.get('donor 1', 'v');
    cache.set('donor 3', 'v', 'three');
    expect(cache.size).toBe(2);
    expect(cache.get('donor 2', 'v')).toBeUndefined();
    expect(cache.get('donor 1', 'v')).toBe('one');
    expect(cache.get('donor 3', 'v')).toBe('three');
  });
});
