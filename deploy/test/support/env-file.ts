import fs from 'node:fs';
import path from 'node:path';
import { DEPLOY } from './paths.ts';

/**
 * /etc/zechus/zechus.env as an operator fills in deploy/zechus.env.example: every setting the
 * example has is kept unless `set` gives it a value or `remove` drops it (a secret for a service
 * the test machine lacks, like Stripe's live keys); a key `set` names that the example lacks is
 * added. Fails when `remove` names a key the example does not have, so the two cannot drift.
 */
export function writeEnvironmentFile(
  file: string,
  set: Record<string, string>,
  remove: string[] = [],
): void {
  const example = fs.readFileSync(path.join(DEPLOY, 'zechus.env.example'), 'utf8');
  const left = new Map(Object.entries(set));
  const removed = new Set<string>();
  const lines = example.split('\n').flatMap((line) => {
    const key = /^([A-Z_][A-Z0-9_]*)=/.exec(line)?.[1];
    if (!key) return [line];
    if (remove.includes(key)) {
      removed.add(key);
      return [];
    }
    if (!left.has(key)) return [line];
    const value = left.get(key)!;
    left.delete(key);
    return [`${key}=${value}`];
  });
  for (const key of remove) {
    if (!removed.has(key)) throw new Error(`zechus.env.example has no ${key}= to remove`);
  }
  for (const [key, value] of left) lines.push(`${key}=${value}`);
  fs.writeFileSync(file, lines.join('\n'), { mode: 0o640 });
}
