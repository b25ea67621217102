import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { DEPLOY, onThisMachine, REPO } from './support/paths.ts';

/**
 * zechus@.service as systemd reads it. The test machine does not run systemd, so the other tests
 * run the unit's command as systemd would (support/units.ts); this one has systemd's own tools
 * read the file.
 */
describe("the app's systemd unit", () => {
  it('has systemd units that systemd reads without a complaint, and a hardened app unit', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zechus-units-'));
    try {
      // As installed: the template's instance zechus@3001, paths as on this machine.
      // (backup.test.ts checks the backup's units.)
      const units = { 'zechus@3001.service': 'systemd/zechus@.service' };
      // /opt/zechus as the runbook lays it out, `current` this checkout.
      fs.symlinkSync(REPO, path.join(dir, 'current'));
      for (const [name, file] of Object.entries(units)) {
        fs.writeFileSync(
          path.join(dir, name),
          onThisMachine(fs.readFileSync(path.join(DEPLOY, file), 'utf8'), dir),
        );
      }
      for (const name of Object.keys(units)) {
        const verify = spawnSync('systemd-analyze', ['verify', path.join(dir, name)], {
          encoding: 'utf8',
        });
        expect({ name, status: verify.status, complaints: verify.stderr.trim() }).toEqual({
          name,
          status: 0,
          complaints: '',
        });
      }
      // systemd's own exposure score, 0 (locked down) to 10 (none): at most 2 ("OK").
      const security = spawnSync(
        'systemd-analyze',
        ['security', '--offline=true', '--threshold=20', path.join(dir, 'zechus@3001.service')],
        { encoding: 'utf8' },
      );
      expect(security.stdout).toMatch(
        /Overall exposure level for zechus@3001\.service: [01]\.\d OK/,
      );
      expect(security.status).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
