import http from 'node:http';

export interface ReceivedEvent {
  id: number;
  event: string;
  data: unknown;
}

/**
 * A minimal SSE client for tests: collects events (with an id), named events without one (the
 * heartbeats) and comments from a real HTTP stream, as EventSource would see them.
 */
export function openStream(url: string, headers: Record<string, string> = {}) {
  const events: ReceivedEvent[] = [];
  const unnumbered: { event: string; data: unknown }[] = [];
  const comments: string[] = [];
  /** Every `retry:` the server sent (ms), in order: how soon it asked to be reconnected. */
  const retries: number[] = [];
  let responseHeaders: http.IncomingHttpHeaders = {};
  let buffer = '';
  let markEnded: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => (markEnded = resolve));
  const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } });
  const opened = new Promise<void>((resolve, reject) => {
    request.on('response', (res) => {
      responseHeaders = res.headers;
      res.on('end', markEnded);
      res.on('close', markEnded);
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields: Record<string, string> = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else {
              const at = line.indexOf(':');
              if (at > 0) fields[line.slice(0, at)] = line.slice(at + 1).trim();
            }
          }
          if (fields.retry !== undefined) retries.push(Number(fields.retry));
          if (fields.event && fields.id) {
            events.push({
              id: Number(fields.id),
              event: fields.event,
              data: JSON.parse(fields.data ?? 'null'),
            });
          } else if (fields.event && fields.data !== undefined) {
            unnumbered.push({ event: fields.event, data: JSON.parse(fields.data || 'null') });
          }
        }
      });
      resolve();
    });
    request.on('error', reject);
  });
  return {
    events,
    /** Named events without an id (heartbeats); EventSource dispatches them, unlike comments. */
    unnumbered,
    comments,
    retries,
    headers: () => responseHeaders,
    opened,
    /** Resolves when the server ends the stream (or it breaks). */
    ended,
    /** Resolves once `count` events have arrived (or rejects after `ms`). */
    async waitFor(count: number, ms = 5000) {
      const deadline = Date.now() + ms;
      while (events.length < count) {
        if (Date.now() > deadline)
          throw new Error(`expected ${count} events, got ${events.length}`);
        await new Promise((r) => setTimeout(r, 10));
      }
      return events;
    },
    close: () => request.destroy(),
  };
}
