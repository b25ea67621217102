import fs from 'node:fs';

/** One systemd unit file read as systemd reads it: sections of `Key=value` lines, keys may repeat. */
export interface UnitFile {
  /** Every value of `key` in `section`, in order (`Environment=` and `ExecStart=` may repeat). */
  all(section: string, key: string): string[];
  /** The one value of `key` in `section`; throws when it is missing, so a test never guesses. */
  one(section: string, key: string): string;
}

export function readUnitFile(file: string, instance?: string): UnitFile {
  const sections = new Map<string, [string, string][]>();
  let current: [string, string][] | undefined;
  // A line ending in a backslash continues on the next one.
  const text = fs.readFileSync(file, 'utf8').replace(/\\\n/g, ' ');
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      current = [];
      sections.set(header[1]!, current);
      continue;
    }
    const at = line.indexOf('=');
    if (!current || at < 0) throw new Error(`${file}: cannot read the line "${line}"`);
    // %i is the instance of a template unit (zechus@3001 → 3001); %% a plain percent sign.
    const value = line
      .slice(at + 1)
      .trim()
      .replace(/%(.)/g, (_, c: string) => {
        if (c === '%') return '%';
        if (c === 'i' && instance !== undefined) return instance;
        throw new Error(`${file}: the test does not know the specifier %${c}`);
      });
    current.push([line.slice(0, at).trim(), value]);
  }
  const all = (section: string, key: string) =>
    (sections.get(section) ?? []).filter(([k]) => k === key).map(([, v]) => v);
  return {
    all,
    one(section, key) {
      const values = all(section, key);
      if (values.length !== 1) {
        throw new Error(`${file}: expected one ${key}= in [${section}], found ${values.length}`);
      }
      return values[0]!;
    },
  };
}

/** `Environment=A=1 "B=two words"` as systemd splits it. */
export function environmentAssignments(line: string): [string, string][] {
  const words = line.match(/"[^"]*"|\S+/g) ?? [];
  return words.map((word) => {
    const unquoted = word.startsWith('"') ? word.slice(1, -1) : word;
    const at = unquoted.indexOf('=');
    return [unquoted.slice(0, at), unquoted.slice(at + 1)];
  });
}

/** An EnvironmentFile as systemd reads it: KEY=value lines, # comments, optional quotes. */
export function readEnvironmentFile(file: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const raw of fs.readFileSync(file, 'utf8').split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const at = line.indexOf('=');
    if (at < 0) throw new Error(`${file}: cannot read the line "${line}"`);
    let value = line.slice(at + 1).trim();
    if (/^(["']).*\1$/.test(value)) value = value.slice(1, -1);
    env[line.slice(0, at).trim()] = value;
  }
  return env;
}
