import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffClient } from '../../test/office.ts';
import type { TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { learningState } from '../learning/learning-test-helpers.ts';
import { openLearnersArea, upload } from './test-helpers.ts';

const TOO_LARGE_ID = '2147483648';

/** Requests every learners route must refuse with a 4xx, never a 500, on both engines. */
const REFUSED: [
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  status?: number,
][] = [
  // The list: search and filters are text the database sees (NUL is a 500 on PostgreSQL).
  ['GET', '/api/office/learners?search=%00'],
  ['GET', '/api/office/learners?search=a%E2%80%A8b'],
  ['GET', '/api/office/learners?search=a%01b'],
  ['GET', '/api/office/learners?class=%00'],
  ['GET', `/api/office/learners?search=${'ש'.repeat(101)}`],
  ['GET', '/api/office/learners?status=left'],
  ['GET', '/api/office/learners?sort=age'],
  ['GET', '/api/office/learners?dir=sideways'],
  ['GET', '/api/office/learners?page=0'],
  ['GET', '/api/office/learners?page=1000001'],
  ['GET', '/api/office/learners?pageSize=201'],
  // Ids in every path.
  ['GET', `/api/office/learners/${TOO_LARGE_ID}`],
  ['GET', '/api/office/learners/0'],
  ['GET', '/api/office/learners/%20'],
  ['PATCH', `/api/office/learners/${TOO_LARGE_ID}`, { name: 'משה' }],
  ['POST', `/api/office/learners/${TOO_LARGE_ID}/deactivate`],
  ['POST', `/api/office/learners/${TOO_LARGE_ID}/reactivate`],
  ['DELETE', `/api/office/learners/${TOO_LARGE_ID}`],
  ['DELETE', `/api/office/learners/${TOO_LARGE_ID}/photo`],
  // Names and classes: control characters, half a character, not Hebrew, wrong types.
  ['POST', '/api/office/learners', { name: 'משה\u0000' }],
  ['POST', '/api/office/learners', { name: 'משה', className: '\uD800' }],
  ['POST', '/api/office/learners', { name: 'משה', className: 'ה\u0085' }],
  ['POST', '/api/office/learners', { name: 'משה', className: 'ה\u2028' }],
  ['POST', '/api/office/learners', { name: 12 }],
  ['POST', '/api/office/learners', { name: 'משה', allowDuplicate: 'yes' }],
  ['POST', '/api/office/learners', 'משה', 415],
  ['PATCH', '/api/office/learners/1', { className: 'ה\uDC00' }],
  ['PATCH', '/api/office/learners/1', { name: 'Moshe' }],
  ['PATCH', '/api/office/learners/1', { active: false }],
  [
    'POST',
    '/api/office/learners/import',
    { rows: [{ line: 2, name: 'דוד', className: '\uD800' }] },
  ],
  [
    'POST',
    '/api/office/learners/import',
    { rows: [{ line: Number(TOO_LARGE_ID), name: 'דוד', className: null }] },
  ],
];

describe.each(TEST_ENGINES)('the learners area refuses bad requests on %s', (engine) => {
  let t: TestApp;
  let office: StaffClient;
  beforeAll(async () => ({ t, office } = await openLearnersArea(engine)), 120_000);
  afterAll(() => t.close());

  it('answers each bad request with a 4xx and a sentence, and changes nothing', async () => {
    const before = await learningState(t.handle.db);
    for (const [method, url, body, status = 400] of REFUSED) {
      const reply =
        method === 'GET'
          ? await office.get(url)
          : method === 'POST'
            ? await office.post(url, body)
            : await office.send(method, url, body);
      const label = `${method} ${url} ${JSON.stringify(body) ?? ''}`;
      expect(reply.statusCode, `${label}: ${reply.body.slice(0, 200)}`).toBe(status);
      expect(typeof reply.json().message, label).toBe('string');
    }
    const photo = await upload(office, 'PUT', `/api/office/learners/${TOO_LARGE_ID}/photo`, {
      name: 'a.png',
      type: 'image/png',
      bytes: Buffer.from('png'),
    });
    expect(photo.statusCode).toBe(400);
    const preview = await upload(
      office,
      'POST',
      '/api/office/learners/import/preview',
      { name: 'class.csv', type: 'text/csv', bytes: Buffer.from('דוד\n') },
      { className: 'ה\u0085' },
    );
    expect(preview.statusCode, preview.body).toBe(400);
    expect(await learningState(t.handle.db)).toBe(before);
  });

  it('finds a child by a name pasted with its direction marks', async () => {
    const [child] = (await office.get('/api/office/learners?pageSize=1')).json().rows;
    const pasted = encodeURIComponent(`\u200F${child.name}\u200F`);
    const found = (await office.get(`/api/office/learners?search=${pasted}`)).json();
    expect(found.rows.map((row: { id: number }) => row.id)).toContain(child.id);
  });
});
