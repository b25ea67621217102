import type { ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveBus, LiveEvent } from './live-bus.ts';
import { formatGoodbye, SseHub } from './sse-hub.ts';

/**
 * The part of LiveBus the hub uses, answering from a list (or failing when told to). While
 * `held` is set, reads wait until it is let go, so a test can act between two pages.
 */
function fakeBus(events: LiveEvent[] = []) {
  let announce: () => void = () => undefined;
  let release: () => void = () => undefined;
  const bus = {
    failNext: 0,
    reads: 0,
    held: false,
    lastId: async () => events.at(-1)?.id ?? 0,
    bounds: async () => ({ oldest: events[0]?.id ?? null, newest: events.at(-1)?.id ?? 0 }),
    onAnnounce: (listener: () => void) => {
      announce = listener;
      return () => undefined;
    },
    since: async (lastId: number, limit = 5000) => {
      bus.reads++;
      if (bus.held) await new Promise<void>((resolve) => (release = resolve));
      if (bus.failNext > 0) {
        bus.failNext--;
        throw new Error('database went away');
      }
      return events.filter((e) => e.id > lastId).slice(0, limit);
    },
    announce: () => announce(),
    /** Lets the waiting read go on; with `holdNext`, the read after it waits too. */
    letGo: (holdNext = false) => {
      bus.held = holdNext;
      release();
    },
  };
  return bus;
}

/** A response that records what was written to it, and can be closed as a leaving client does. */
function fakeResponse() {
  const onClose: (() => void)[] = [];
  const res = {
    written: [] as string[],
    ended: false,
    writableLength: 0,
    on: (name: string, listener: () => void) => {
      if (name === 'close') onClose.push(listener);
      return res;
    },
    write: (chunk: string) => (res.written.push(chunk), true),
    end: (chunk?: string) => {
      if (chunk !== undefined) res.written.push(chunk);
      res.ended = true;
    },
    destroy: () => undefined,
    /** The client went away. */
    close: () => onClose.forEach((listener) => listener()),
    /** The ids of the events written. */
    ids: () =>
      res.written.flatMap((c) =>
        c.startsWith('id: ') ? [Number(c.slice(4, c.indexOf('\n')))] : [],
      ),
  };
  return res;
}

const asBus = (bus: ReturnType<typeof fakeBus>) => bus as unknown as LiveBus;
const asRes = (res: ReturnType<typeof fakeResponse>) => res as unknown as ServerResponse;
const event = (id: number): LiveEvent => ({ id, type: 'chapter-done', data: `{"n":${id}}` });
const events = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => event(from + i));
const IP = '192.0.2.7';

describe('the SSE hub', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('on close, ends every stream with a retry hint of under a second, and ends at once a stream that comes later', async () => {
    const hub = new SseHub(asBus(fakeBus()));
    await hub.start();
    const open = [fakeResponse(), fakeResponse()];
    for (const res of open) await hub.add(asRes(res), undefined, IP);
    hub.close();
    expect(hub.size).toBe(0);
    for (const res of open) {
      expect(res.ended).toBe(true);
      expect(res.written.at(-1)).toMatch(/^retry: \d+\n\n$/);
    }

    // Opened on a connection still draining: told to go elsewhere, not held.
    const late = fakeResponse();
    await hub.add(asRes(late), undefined, IP);
    expect(hub.size).toBe(0);
    expect(late.ended).toBe(true);
    expect(late.written).toEqual([expect.stringMatching(/^retry: \d+\n\n$/)]);
  });

  it('spreads the retry hint over 250–1000 ms, so the walls do not all reconnect in one instant', () => {
    expect(formatGoodbye(0)).toBe('retry: 250\n\n');
    expect(formatGoodbye(0.999)).toBe('retry: 999\n\n');
  });

  it('a client whose replay fails is dropped and its stream ended, and the caller hears why', async () => {
    const bus = fakeBus([event(1), event(2)]);
    const hub = new SseHub(asBus(bus));
    await hub.start();
    const res = fakeResponse();
    bus.failNext = 1;
    await expect(hub.add(asRes(res), 0, IP)).rejects.toThrow('database went away');
    expect(hub.size).toBe(0);
    expect(res.ended).toBe(true);
    hub.close();
  });

  it('a failed read of new events is tried again, and the clients still get them', async () => {
    const events: LiveEvent[] = [];
    const bus = fakeBus(events);
    const hub = new SseHub(asBus(bus), { safetyPollMs: 0 });
    await hub.start();
    const res = fakeResponse();
    await hub.add(asRes(res), undefined, IP);
    events.push(event(1));
    bus.failNext = 1;
    bus.announce();
    await vi.advanceTimersByTimeAsync(1000);
    expect(res.written.filter((c) => c.startsWith('id:'))).toEqual([
      'id: 1\nevent: chapter-done\ndata: {"n":1}\n\n',
    ]);
    hub.close();
  });

  it('sends every client a heartbeat event at once and then every interval', async () => {
    const hub = new SseHub(asBus(fakeBus()), { heartbeatMs: 5000 });
    await hub.start();
    const res = fakeResponse();
    await hub.add(asRes(res), undefined, IP);
    const beat = 'event: heartbeat\ndata: {"every":5000}\n\n';
    expect(res.written).toEqual([beat]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(res.written).toEqual([beat, beat, beat]);
    hub.close();
  });

  it('reads new events unasked every safety poll, unless the poll is off', async () => {
    const polled = fakeBus();
    const hub = new SseHub(asBus(polled), { safetyPollMs: 2000 });
    await hub.start();
    await vi.advanceTimersByTimeAsync(6000);
    expect(polled.reads).toBe(3);
    hub.close();

    const quiet = fakeBus();
    const off = new SseHub(asBus(quiet), { safetyPollMs: 0 });
    await off.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(quiet.reads).toBe(0);
    off.close();
  });
  it('a replay is read a page at a time, and stops reading the moment its client is gone', async () => {
    const bus = fakeBus(events(1, 1000));
    const hub = new SseHub(asBus(bus), { safetyPollMs: 0, replayWindow: 1000 });
    await hub.start();
    const res = fakeResponse();
    bus.held = true;
    const adding = hub.add(asRes(res), 0, IP);
    await vi.waitFor(() => expect(bus.reads).toBe(1));
    bus.letGo(true);
    await vi.waitFor(() => expect(bus.reads).toBe(2));
    expect(res.ids()).toEqual(events(1, 200).map((e) => e.id));
    res.close();
    bus.letGo();
    await adding;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(bus.reads).toBe(2);
    expect(res.ids()).toHaveLength(200);
    expect(hub.size).toBe(0);
    hub.close();
  });

  it('a reconnect within the window is replayed whole, across pages, in order', async () => {
    const bus = fakeBus(events(1, 450));
    const hub = new SseHub(asBus(bus), { safetyPollMs: 0, replayWindow: 1000 });
    await hub.start();
    const res = fakeResponse();
    await hub.add(asRes(res), 0, IP);
    expect(res.ids()).toEqual(events(1, 450).map((e) => e.id));
    expect(bus.reads).toBe(3);
    hub.close();
  });

  it('a reconnect further back than the window gets one reload event, carrying the newest id, instead of history', async () => {
    const stored = events(1, 50);
    const bus = fakeBus(stored);
    const hub = new SseHub(asBus(bus), { safetyPollMs: 0, replayWindow: 10 });
    await hub.start();
    const far = fakeResponse();
    await hub.add(asRes(far), 39, IP);
    expect(far.written.slice(1)).toEqual([
      'id: 50\nevent: reload\ndata: {"reason":"replay-window"}\n\n',
    ]);
    expect(bus.reads).toBe(0);
    // Exactly the window behind: replayed.
    const near = fakeResponse();
    await hub.add(asRes(near), 40, IP);
    expect(near.ids()).toEqual(events(41, 50).map((e) => e.id));
    // Both hear what comes next.
    stored.push(event(51));
    bus.announce();
    await vi.advanceTimersByTimeAsync(0);
    expect(far.ids()).toEqual([50, 51]);
    expect(near.ids().at(-1)).toBe(51);
    hub.close();
  });

  it('a reconnect from an id this database never gave, or from before its oldest kept event, gets reload', async () => {
    const stored = events(20, 30);
    const bus = fakeBus(stored);
    const hub = new SseHub(asBus(bus), { safetyPollMs: 0, replayWindow: 1000 });
    await hub.start();
    const ahead = fakeResponse();
    await hub.add(asRes(ahead), 99, IP);
    const purged = fakeResponse();
    await hub.add(asRes(purged), 10, IP);
    const kept = fakeResponse();
    await hub.add(asRes(kept), 19, IP);
    expect(ahead.ids()).toEqual([30]);
    expect(ahead.written.at(-1)).toContain('event: reload');
    expect(purged.ids()).toEqual([30]);
    expect(purged.written.at(-1)).toContain('event: reload');
    expect(kept.ids()).toEqual(events(20, 30).map((e) => e.id));
    // The one that was ahead is not left waiting for ids past 99.
    stored.push(event(31));
    bus.announce();
    await vi.advanceTimersByTimeAsync(0);
    expect(ahead.ids()).toEqual([30, 31]);
    hub.close();
  });

  it('streams past the limits, in all or from one address, are refused until one closes, however it closes', async () => {
    const bus = fakeBus(events(1, 3));
    const hub = new SseHub(asBus(bus), {
      safetyPollMs: 0,
      heartbeatMs: 1000,
      maxStreams: 3,
      maxStreamsPerAddress: 2,
    });
    await hub.start();
    const [a1, a2, b1] = [fakeResponse(), fakeResponse(), fakeResponse()];
    await hub.add(asRes(a1), undefined, '192.0.2.1');
    await hub.add(asRes(a2), undefined, '192.0.2.1');
    expect(hub.refusal('192.0.2.1')).toBe('address-full');
    expect(hub.refusal('192.0.2.2')).toBeUndefined();
    await hub.add(asRes(b1), undefined, '192.0.2.2');
    expect(hub.refusal('192.0.2.3')).toBe('full');

    // The client left.
    a1.close();
    expect(hub.refusal('192.0.2.1')).toBeUndefined();
    // Its replay failed.
    bus.failNext = 1;
    await expect(hub.add(asRes(fakeResponse()), 0, '192.0.2.3')).rejects.toThrow();
    expect(hub.refusal('192.0.2.3')).toBeUndefined();
    // It stopped reading and was dropped at the next heartbeat.
    const slow = fakeResponse();
    await hub.add(asRes(slow), undefined, '192.0.2.3');
    expect(hub.refusal('192.0.2.4')).toBe('full');
    slow.writableLength = 2 * 1024 * 1024;
    await vi.advanceTimersByTimeAsync(1000);
    expect(hub.refusal('192.0.2.4')).toBeUndefined();
    // The server closed every stream.
    await hub.add(asRes(fakeResponse()), undefined, '192.0.2.4');
    expect(hub.refusal('192.0.2.5')).toBe('full');
    hub.close();
    expect(hub.refusal('192.0.2.5')).toBeUndefined();
  });
});
