import fs from 'node:fs';
import { OFFICE_AREA_ROLES, STAFF_ROLE_DESCRIPTIONS, type OfficeArea } from '@zechus/shared';
import { describe, expect, it } from 'vitest';
import { AREA_LABELS } from './strings.ts';

/** The README's table of office areas: area label → the roles it names. */
function readmeRoles(): Map<string, string[]> {
  const readme = fs.readFileSync(new URL('../../../../../../README.md', import.meta.url), 'utf8');
  const table = readme.slice(readme.indexOf('| area '));
  const rows = new Map<string, string[]>();
  for (const line of table.split('\n').slice(2)) {
    if (!line.startsWith('|')) break;
    const [, area = '', roles = ''] = line.split('|').map((cell) => cell.trim());
    rows.set(
      area,
      roles.split(',').map((role) => role.trim()),
    );
  }
  return rows;
}

describe('the README’s role table', () => {
  it('lists every office area with the roles the server lets in, and nothing else', () => {
    const rows = readmeRoles();
    const areas = Object.keys(OFFICE_AREA_ROLES) as OfficeArea[];
    expect([...rows.keys()].sort()).toEqual(areas.map((area) => AREA_LABELS[area]).sort());
    for (const area of areas) {
      expect(rows.get(AREA_LABELS[area]), area).toEqual([...OFFICE_AREA_ROLES[area]]);
    }
  });
});

describe('the roles as the invitation describes them', () => {
  it('names every area a role opens (beside Home)', () => {
    for (const role of ['office', 'teacher'] as const) {
      const description = STAFF_ROLE_DESCRIPTIONS[role].toLowerCase();
      const opens = (Object.keys(OFFICE_AREA_ROLES) as OfficeArea[]).filter(
        (area) => area !== 'home' && (OFFICE_AREA_ROLES[area] as readonly string[]).includes(role),
      );
      for (const area of opens)
        expect(description, area).toContain(AREA_LABELS[area].toLowerCase());
    }
  });
});
