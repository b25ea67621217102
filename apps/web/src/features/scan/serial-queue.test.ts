import { describe, expect, it } from 'vitest';
import { createSerialQueue } from './serial-queue.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('serial queue', () => {
  it('runs one job at a time, in order, and keeps going after a failure', async () => {
    const log: string[] = [];
    const releases: (() => void)[] = [];
    const sizes: number[] = [];
    const queue = createSerialQueue<string>(
      (item) =>
        new Promise<void>((resolve, reject) => {
          log.push(`start ${item}`);
          releases.push(() => {
            log.push(`end ${item}`);
            if (item === 'b') reject(new Error('boom'));
            else resolve();
          });
        }),
      (size) => sizes.push(size),
    );
    queue.push('a');
    queue.push('b');
    queue.push('c');
    expect(log).toEqual(['start a']);
    expect(queue.size()).toBe(3);
    releases.shift()?.();
    await tick();
    expect(log).toEqual(['start a', 'end a', 'start b']);
    releases.shift()?.();
    await tick();
    releases.shift()?.();
    await tick();
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(queue.size()).toBe(0);
    expect(sizes).toEqual([1, 2, 3, 2, 1, 0]);
  });
});
