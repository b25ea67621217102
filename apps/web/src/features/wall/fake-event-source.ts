import type { EventSourceLike } from './live-connection.ts';

/**
 * An EventSource the tests drive by hand (used by tests only): open it, fail it in a given
 * readyState, or have the server send an event.
 */
export class FakeSource implements EventSourceLike {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  closed = false;
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  fail(readyState: number) {
    this.readyState = readyState;
    this.onerror?.(new Event('error'));
  }
  emit(type: string, data: unknown, id?: number) {
    const event = { data: JSON.stringify(data), lastEventId: id === undefined ? '' : String(id) };
    for (const l of this.listeners.get(type) ?? []) l(event as MessageEvent<string>);
  }
}
