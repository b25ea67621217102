import type { ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveBus, LiveEvent } from './live-bus.ts';
import { SseHub } from './sse-hub.ts';

/** The part of LiveBus the hub uses, answering from a list (or failing when told to). */
function fakeBus(events: LiveEvent[] = []) {
  let announce: () => void = () => undefined;
  const bus = {
    failNext: 0,
    reads: 0,
    lastId: async () => events.at(-1)?.id ?? 0,
    onAnnounce: (listener: () => void) => {
      announce = listener;
      return () => undefined;
    },
    since: async (lastId: number) => {
      bus.reads++;
      if (bus.failNext > 0) {
        bus.failNext--;
        throw new Error('database went away');
      }
      return events.filter((e) => e.id > lastId);
    },
    announce: () => announce(),
  };
  return bus;
}

/** A response that records what was written to it. */
function fakeResponse() {
  const res = {
    written: [] as string[],
    ended: false,
    writableLength: 0,
    on: () => res,
    write: (chunk: string) => (res.written.push(chunk), true),
    end: () => {
      res.ended = true;
    },
    destroy: () => undefined,
  };
  return res;
}

const asBus = (bus: ReturnType<typeof fakeBus>) => bus as unknown as LiveBus;
const asRes = (res: ReturnType<typeof fakeResponse>) => res as unknown as ServerResponse;
const event = (id: number): LiveEvent => ({ id, type: 'chapter-done', data: `{"n":${id}}` });

describe('the SSE hub', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a client whose replay fails is dropped and its stream ended, and the caller hears why', async () => {
    const bus = fakeBus([event(1), event(2)]);
    const hub = new SseHub(asBus(bus));
    await hub.start();
    const res = fakeResponse();
    bus.failNext = 1;
    await expect(hub.add(asRes(res), 0)).rejects.toThrow('database went away');
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
    await hub.add(asRes(res), undefined);
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
    await hub.add(asRes(res), undefined);
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
});
