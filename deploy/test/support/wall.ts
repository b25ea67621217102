import https from 'node:https';
import type { ClientRequest } from 'node:http';

export interface WallEvent {
  id: number;
  event: string;
  data: unknown;
}

/**
 * The hall's wall as EventSource keeps it: one live stream through nginx, read event by event;
 * when the stream ends (an instance stopping) it waits the `retry:` the server asked for and
 * reconnects with Last-Event-ID, so the server replays what it missed. Counts its connections.
 */
export function openWall(origin: string, path: string, ca: Buffer) {
  const url = new URL(origin);
  const events: WallEvent[] = [];
  const waiters = new Set<() => void>();
  let lastEventId: number | undefined;
  let retryMs = 1000;
  let connections = 0;
  let closed = false;
  let current: ClientRequest | undefined;
  const failures: string[] = [];

  const notify = () => {
    for (const waiter of waiters) waiter();
  };

  const readBlock = (block: string) => {
    let id: string | undefined;
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const at = line.indexOf(':');
      const field = at < 0 ? line : line.slice(0, at);
      const value = at < 0 ? '' : line.slice(at + 1).replace(/^ /, '');
      if (field === 'id') id = value;
      else if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
      else if (field === 'retry' && /^\d+$/.test(value)) retryMs = Number(value);
    }
    if (id !== undefined && id !== '') {
      lastEventId = Number(id);
      events.push({ id: Number(id), event, data: JSON.parse(data.join('\n') || 'null') });
      notify();
    }
  };

  const connect = () => {
    if (closed) return;
    connections++;
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId);
    let buffer = '';
    current = https.get(
      {
        host: url.hostname,
        port: url.port,
        path,
        headers,
        ca,
        servername: 'localhost',
        agent: false,
      },
      (response) => {
        if (response.statusCode !== 200) failures.push(`stream answered ${response.statusCode}`);
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            readBlock(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
          }
        });
        response.on('error', () => undefined);
        response.on('close', () => setTimeout(connect, retryMs));
      },
    );
    current.on('error', (error) => {
      if (closed) return;
      failures.push(`stream failed: ${error.message}`);
      setTimeout(connect, retryMs);
    });
  };
  connect();

  return {
    events,
    failures,
    get connections() {
      return connections;
    },
    /** Resolves when `test` holds for what the wall has received, or rejects after `ms`. */
    until(test: (events: WallEvent[]) => boolean, ms = 20_000): Promise<void> {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!test(events)) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`the wall did not see it within ${ms} ms (${events.length} events)`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
    close() {
      closed = true;
      current?.destroy();
    },
  };
}
