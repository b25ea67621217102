import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startClients } from '../../bench/sse-clients.ts';

/** An address nothing listens on: a port that was just free and is closed again. */
async function refusedUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}/api/live/update-screen`;
}

describe('npm run bench:live', () => {
  it('stops with a clear message when its SSE clients cannot connect, instead of waiting forever', async () => {
    const url = await refusedUrl();
    const clients = startClients(url, 3);
    await expect(clients.opened).rejects.toThrow(
      `bench:live: an SSE client could not connect to ${url}: connect ECONNREFUSED`,
    );
    await expect(clients.collect()).rejects.toThrow(/could not connect/);
    clients.stop();
  });
});
