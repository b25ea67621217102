import { describe, expect, it } from 'vitest';
import { diffRecords, fieldLabel, flatten } from './diff.ts';

describe('the audit log’s before and after', () => {
  it('names fields the way people read them', () => {
    expect(fieldLabel('class_name')).toBe('Class name');
    expect(fieldLabel('priceCents')).toBe('Price cents');
  });

  it('flattens nested records and keeps lists of plain values as one field', () => {
    const fields = flatten({
      name: 'משה',
      kinds: [{ id: 'merit', label: 'Merit' }],
      tags: ['a', 'b'],
    });
    expect([...fields.entries()]).toEqual([
      ['Name', 'משה'],
      ['Kinds › #1 › Id', 'merit'],
      ['Kinds › #1 › Label', 'Merit'],
      ['Tags', 'a, b'],
    ]);
  });

  it('marks what changed, and what only appears on one side', () => {
    const diff = diffRecords(
      { name: 'Leah', role: 'office', active: true },
      { name: 'Leah', role: 'teacher', active: true, className: 'כיתה ה׳' },
    );
    expect(diff.kind).toBe('change');
    expect(diff.fields.filter((f) => f.changed).map((f) => f.label)).toEqual([
      'Role',
      'Class name',
    ]);
    expect(diff.fields.find((f) => f.label === 'Class name')).toMatchObject({
      before: undefined,
      after: 'כיתה ה׳',
    });
  });

  it('tells a creation and a removal from a change', () => {
    expect(diffRecords(null, { a: 1 }).kind).toBe('create');
    expect(diffRecords({ a: 1 }, null).kind).toBe('remove');
    expect(diffRecords(null, null)).toEqual({ kind: 'none', fields: [] });
    expect(diffRecords(3, 4).fields).toEqual([
      { label: 'Value', before: 3, after: 4, changed: true },
    ]);
  });
});
