/**
 * Before and after of an audited change, made readable: the JSON records are flattened to
 * fields ("kinds › #1 › label"), matched up, and each marked changed or not. Pure, so it is
 * tested on its own.
 */
export type Leaf = string | number | boolean | null;

export interface FieldChange {
  /** The field's path, as people read it: "Class name", "Kinds › #2 › Label". */
  label: string;
  before: Leaf | undefined;
  after: Leaf | undefined;
  changed: boolean;
}

export type DiffKind = 'change' | 'create' | 'remove' | 'none';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** "class_name" or "className" → "Class name". */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Flattens a record to its leaves; a list of plain values stays one field ("a, b, c"). */
export function flatten(value: unknown, path: string[] = [], into = new Map<string, Leaf>()) {
  if (Array.isArray(value) && value.every((item) => !isPlainObject(item) && !Array.isArray(item))) {
    into.set(path.join(' › '), value.map((item) => String(item)).join(', '));
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => flatten(item, [...path, `#${index + 1}`], into));
  } else if (isPlainObject(value)) {
    const keys = Object.keys(value);
    if (keys.length === 0) into.set(path.join(' › '), null);
    for (const key of keys) flatten(value[key], [...path, fieldLabel(key)], into);
  } else {
    into.set(
      path.join(' › '),
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? value
        : value === undefined
          ? null
          : String(value as unknown as string),
    );
  }
  return into;
}

/** The fields of a change, in the record's own order, each marked changed or not. */
export function diffRecords(
  before: unknown,
  after: unknown,
): { kind: DiffKind; fields: FieldChange[] } {
  const hasBefore = before !== null && before !== undefined;
  const hasAfter = after !== null && after !== undefined;
  const kind: DiffKind =
    hasBefore && hasAfter ? 'change' : hasAfter ? 'create' : hasBefore ? 'remove' : 'none';
  const was = hasBefore ? flatten(before) : new Map<string, Leaf>();
  const is = hasAfter ? flatten(after) : new Map<string, Leaf>();
  const labels = [...new Set([...was.keys(), ...is.keys()])];
  return {
    kind,
    fields: labels.map((label) => {
      const b = was.has(label) ? was.get(label) : undefined;
      const a = is.has(label) ? is.get(label) : undefined;
      return {
        label: label || 'Value',
        before: b,
        after: a,
        changed: kind === 'change' && b !== a,
      };
    }),
  };
}

/** Hebrew letters: such a value is shown right-to-left in the Hebrew face. */
export const hasHebrew = (text: string): boolean => /[\u0590-\u05FF]/.test(text);
