import crypto from 'node:crypto';
import type { Deployment } from './deployment.ts';
import { scan, Visitor } from './site.ts';

export interface Traffic {
  /** Every answer, by what asked: `scan`, `sign-up`, `page`, or a loop added later. */
  answers: { what: string; status: number }[];
  /** Requests that got no answer at all (a refused or cut connection). */
  failures: string[];
  /** The scans answered 200: what the station was told. */
  scans: { barcode: string; scanId: string; result: string }[];
  /** The enrollments of the sign-ups answered 200 ("paid"). */
  payments: number[];
  /** Another request asked over and over, from now until stop. */
  add(what: string, step: () => Promise<number>): void;
  stop(): Promise<void>;
}

/**
 * A school day's requests through nginx, each kind in a loop of its own, one request at a time:
 * the hall's station scanning today's chapters, sponsors signing up and paying, visitors opening
 * a page. Runs until stop(); records every answer and every request that got none.
 */
export function startTraffic(deployment: Deployment, barcodes: string[]): Traffic {
  const { client } = deployment;
  let running = true;
  const loops: Promise<void>[] = [];
  const traffic: Traffic = {
    answers: [],
    failures: [],
    scans: [],
    payments: [],
    add(what, step) {
      loops.push(
        (async () => {
          while (running) {
            try {
              traffic.answers.push({ what, status: await step() });
            } catch (error) {
              traffic.failures.push(`${what}: ${String(error)}`);
            }
          }
        })(),
      );
    },
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
  let n = 0;
  traffic.add('scan', async () => {
    const barcode = barcodes[n++ % barcodes.length]!;
    const scanId = crypto.randomUUID();
    const answer = await scan(client, barcode, scanId);
    if (answer.status === 200) {
      traffic.scans.push({ barcode, scanId, result: answer.json<{ result: string }>().result });
    }
    return answer.status;
  });
  const sponsor = new Visitor(client);
  let signUps = 0;
  traffic.add('sign-up', async () => {
    if (!sponsor.jar['XSRF-TOKEN']) await sponsor.open('/subscribe');
    const answer = await sponsor.signUp(signUps++);
    if (answer.status === 200) {
      traffic.payments.push(answer.json<{ enrollment: { id: number } }>().enrollment.id);
    }
    return answer.status;
  });
  traffic.add('page', async () => {
    const answer = await client('/large-screen', { headers: { accept: 'text/html' } });
    return answer.status;
  });
  return traffic;
}
