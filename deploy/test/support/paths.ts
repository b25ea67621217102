import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** This checkout: each release the runbook installs under /opt/zechus/releases/ is one. */
export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const DEPLOY = path.join(REPO, 'deploy');
export const INSTALL_DIR = '/opt/zechus';

/**
 * A path of deploy/'s files as this test machine has it: `installDir` (the test's own folder,
 * laid out as docs/operations.md lays out /opt/zechus) stands where the server has /opt/zechus.
 * Node is where this test's own node is when Debian's /usr/bin/node is absent.
 */
export function onThisMachine(value: string, installDir: string): string {
  let local = value.split(INSTALL_DIR).join(installDir);
  if (local.startsWith('/usr/bin/node ') && !fs.existsSync('/usr/bin/node')) {
    local = process.execPath + local.slice('/usr/bin/node'.length);
  }
  return local;
}

/** A port free on loopback now (the kernel's pick). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Replaces `from` with `to`, and fails when `from` is not in the text exactly `times` times. */
export function replaceExactly(text: string, from: string, to: string, times = 1): string {
  const found = text.split(from).length - 1;
  if (found !== times) {
    throw new Error(`expected "${from}" ${times} time(s) in the file, found it ${found} time(s)`);
  }
  return text.split(from).join(to);
}
