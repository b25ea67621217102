import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../..');

/** Every server source file but tests and test helpers, with its path from src/. */
function sources(dir = SRC): { file: string; text: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(full);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
    return [{ file: path.relative(SRC, full), text: fs.readFileSync(full, 'utf8') }];
  });
}

/**
 * Sessions are kept in memory (decision 0032) and dropped when endSessions ends them. A row
 * deleted any other way would go on signing its holder in from the caches.
 */
describe('where sessions end', () => {
  const files = sources();

  it('no code deletes a session row but endSessions', () => {
    const deleting = files.filter(
      ({ file, text }) =>
        file !== path.join('modules', 'auth', 'session-ends.ts') &&
        (/deleteFrom\(\s*['"]sessions['"]\s*\)/.test(text) ||
          /delete\s+from\s+sessions\b/i.test(text)),
    );
    expect(deleting.map((f) => f.file)).toEqual([]);
  });

  it('no code deletes a donor or a staff account (their sessions would go with them, unheard)', () => {
    const deleting = files.filter(({ text }) =>
      /deleteFrom\(\s*['"](donors|staff_users)['"]\s*\)|delete\s+from\s+(donors|staff_users)\b/i.test(
        text,
      ),
    );
    expect(deleting.map((f) => f.file)).toEqual([]);
  });

  it('only a staff session’s idle expiry is ever changed (a donor’s is kept with it)', () => {
    const updating = files.filter(({ text }) => /updateTable\(\s*['"]sessions['"]\s*\)/.test(text));
    expect(updating.map((f) => f.file)).toEqual([
      path.join('modules', 'staff', 'staff-session.ts'),
    ]);
  });

  it('finds the code it looks through', () => {
    expect(files.some((f) => f.file === path.join('modules', 'auth', 'session-ends.ts'))).toBe(
      true,
    );
    expect(files.length).toBeGreaterThan(100);
  });
});
