import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { TestNginx } from './nginx.ts';
import type { Units } from './units.ts';

export interface Control {
  /** A PATH whose `systemctl` is the test's (first), for deploy/'s scripts. */
  path: string;
  /** Every stop's exit code, by instance, in order: 0 is a clean drain. */
  exits: Map<string, (number | null)[]>;
  close(): Promise<void>;
}

/**
 * systemd is not running on the test machine, so deploy/'s scripts find a `systemctl` of the
 * test's first on their PATH: it asks this server to do what systemd would — `restart
 * zechus@PORT` stops the instance with its unit's signal, waits for it, starts it again;
 * `reload nginx` checks and reloads the test's nginx. Anything else fails, loudly.
 */
export async function startControl(dir: string, units: Units, nginx: TestNginx): Promise<Control> {
  const exits = new Map<string, (number | null)[]>();
  const server = http.createServer((request, response) => {
    const [, verb = '', unit = ''] = (request.url ?? '').split('/');
    const done = (status: number, text: string) => response.writeHead(status).end(text);
    void (async () => {
      try {
        const instance = /^zechus@(\d+)$/.exec(unit)?.[1];
        if (verb === 'restart' && instance) {
          const code = await units.restart(instance);
          exits.set(instance, [...(exits.get(instance) ?? []), code]);
          done(200, '');
        } else if (verb === 'reload' && unit === 'nginx') {
          nginx.reload();
          done(200, '');
        } else {
          done(400, `the test's systemctl cannot ${verb} ${unit}\n`);
        }
      } catch (error) {
        done(500, `${String(error)}\n`);
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const bin = path.join(dir, 'bin');
  fs.mkdirSync(bin, { recursive: true });
  fs.writeFileSync(
    path.join(bin, 'systemctl'),
    `#!/bin/sh\n# The deployment test's systemctl (deploy/test/support/control.ts).\n` +
      `exec curl -sS --fail-with-body -X POST "http://127.0.0.1:${port}/$1/$2"\n`,
    { mode: 0o755 },
  );
  return {
    path: `${bin}:${process.env.PATH ?? '/usr/bin:/bin'}`,
    exits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
