/**
 * The benchmark's clients: N Server-Sent-Events connections held by a forked child process (the
 * other core), so the figures are the servers', not the cost of parsing thousands of streams on
 * the publisher's event loop. Each delivery is noted as [barcode, arrival time].
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** Absolute milliseconds, comparable between the bench's process and the clients' process. */
export const clock = () => performance.timeOrigin + performance.now();

type Delivery = [barcode: string, at: number];
type ChildMessage =
  | { type: 'opened'; data: number }
  | { type: 'report'; data: Delivery[] }
  | { type: 'error'; data: string };

/** What the bench waits for from the child, by message type. */
interface Replies {
  opened: number;
  report: Delivery[];
}

export interface Clients {
  /** Resolves once every stream is open; rejects if the clients cannot connect. */
  opened: Promise<number>;
  /** Every delivery so far. */
  collect: () => Promise<Delivery[]>;
  stop: () => void;
}

const thisFile = fileURLToPath(import.meta.url);

/** Forks the child that opens `count` streams to `url`. */
export function startClients(url: string, count: number): Clients {
  const child = fork(thisFile, ['--url', url, '--clients', String(count)], {
    execArgv: ['--import', 'tsx'],
  });
  let failure: string | undefined;
  let exited = false;
  child.on('message', (m: ChildMessage) => {
    if (m.type === 'error') failure = m.data;
  });
  // Without this, a child that failed would leave the bench waiting for it forever.
  const gone = new Promise<never>((_, reject) => {
    child.on('exit', (code, signal) => {
      exited = true;
      reject(
        new Error(
          failure ??
            `the SSE clients' process ended (${signal ?? `exit code ${code}`}) before it was done`,
        ),
      );
    });
  });
  gone.catch(() => undefined);
  const message = <K extends keyof Replies>(type: K): Promise<Replies[K]> =>
    Promise.race([
      gone,
      new Promise<Replies[K]>((resolve) => {
        const on = (m: ChildMessage) => {
          if (m.type === type) {
            child.off('message', on);
            resolve(m.data as Replies[K]);
          }
        };
        child.on('message', on);
      }),
    ]);
  return {
    opened: message('opened'),
    collect: () => {
      const report = message('report');
      // A child that just died would make send throw; `gone` already says why.
      if (!exited) child.send('report', () => undefined);
      return report;
    },
    stop: () => {
      if (!exited) child.kill();
    },
  };
}

let failed = false;

/** Reports a failure to the bench (or the terminal), once, and ends this process. */
function fail(message: string): void {
  if (failed) return;
  failed = true;
  if (process.send) {
    process.send({ type: 'error', data: message } satisfies ChildMessage, () => process.exit(1));
  } else {
    console.error(message);
    process.exit(1);
  }
}

/** The child: `count` streams, each delivery noted as [barcode, time]. */
function runClients(url: string, count: number): void {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const received: Delivery[] = [];
  const send = (m: ChildMessage) => process.send?.(m);
  let open = 0;
  for (let i = 0; i < count; i++) {
    const request = http.get(url, { agent, headers: { accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) {
        fail(`bench:live: ${url} answered ${res.statusCode} instead of an event stream`);
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        const now = clock();
        buffer += chunk;
        let at;
        while ((at = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          const match = /"barcode":"([^"]+)"/.exec(block);
          if (match?.[1]) received.push([match[1], now]);
        }
      });
      if (++open === count) send({ type: 'opened', data: open });
    });
    // A refused or reset connection: say so and stop, rather than leave the bench waiting.
    request.on('error', (error) =>
      fail(`bench:live: an SSE client could not connect to ${url}: ${error.message}`),
    );
  }
  process.on('message', () => send({ type: 'report', data: received }));
}

if (process.argv[1] === thisFile) {
  const { values } = parseArgs({
    options: { url: { type: 'string' }, clients: { type: 'string', default: '1' } },
  });
  runClients(values.url ?? '', Number(values.clients));
}
