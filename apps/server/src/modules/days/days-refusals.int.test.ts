import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffClient } from '../../test/office.ts';
import type { TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { learningState } from '../learning/learning-test-helpers.ts';
import { TODAY, TOMORROW, openDemoDays } from './days-test-helpers.ts';

const TOO_LARGE_ID = 2147483648;
const DAY = `/api/office/days/${TODAY}`;

/** Requests every days route must refuse with 400 and a sentence, never a 500, on both engines. */
const REFUSED: [method: 'GET' | 'POST', url: string, body?: unknown][] = [
  // Dates must be real calendar dates written YYYY-MM-DD.
  ['GET', '/api/office/days/2026-02-29'],
  ['GET', '/api/office/days/2026-1-01'],
  ['GET', '/api/office/days/20261124'],
  ['POST', '/api/office/days/2026-02-30/perakim/1/undo'],
  ['POST', '/api/office/days/2026-13-01/learners/1/reassign-open', { toLearnerIds: [2] }],
  // Filters, search, sorting and paging of the day.
  ['GET', `${DAY}?search=%00`],
  ['GET', `${DAY}?search=a%01b`],
  ['GET', `${DAY}?class=%00`],
  ['GET', `${DAY}?class=${'כ'.repeat(201)}`],
  ['GET', `${DAY}?status=late`],
  ['GET', `${DAY}?sort=colour`],
  ['GET', `${DAY}?dir=up`],
  ['GET', `${DAY}?learner=${TOO_LARGE_ID}`],
  ['GET', `${DAY}?page=0`],
  ['GET', `${DAY}?pageSize=201`],
  ['GET', `${DAY}/learners?search=%00`],
  ['GET', `${DAY}/learners?class=a%0Ab`],
  ['GET', `${DAY}/learners?exclude=0`],
  ['GET', `${DAY}/learners?limit=0`],
  // A perek is 0..524, written in digits; an empty segment is not perek 0.
  ['POST', `${DAY}/perakim/%20/done`],
  ['POST', `${DAY}/perakim/1e2/done`],
  ['POST', `${DAY}/perakim/0x1/undo`],
  ['POST', `${DAY}/perakim/525/undo`],
  ['POST', `${DAY}/perakim/-1/reassign`, { learnerId: 1 }],
  // Bodies: ids bounded, lists bounded, nothing extra.
  ['POST', `${DAY}/perakim/1/reassign`, { learnerId: TOO_LARGE_ID }],
  ['POST', `${DAY}/perakim/1/reassign`, { learnerId: 1, fromLearnerId: 0 }],
  ['POST', `${DAY}/perakim/1/reassign`, {}],
  ['POST', `${DAY}/perakim/1/reassign`, { learnerId: '1; drop table learners' }],
  ['POST', `${DAY}/learners/${TOO_LARGE_ID}/reassign-open`, { toLearnerIds: [1] }],
  ['POST', `${DAY}/learners/1/reassign-open`, { toLearnerIds: [0] }],
  ['POST', `${DAY}/learners/1/reassign-open`, { toLearnerIds: [TOO_LARGE_ID] }],
  [
    'POST',
    `${DAY}/learners/1/reassign-open`,
    { toLearnerIds: Array.from({ length: 101 }, (_, i) => i + 2) },
  ],
  ['POST', `/api/office/days/${TOMORROW}/learners/1/reassign-open`, { toLearnerIds: [2], all: 1 }],
];

describe.each(TEST_ENGINES)('the days area refuses bad requests on %s', (engine) => {
  let t: TestApp;
  let teacher: StaffClient;
  beforeAll(async () => ({ t, teacher } = await openDemoDays(engine)), 120_000);
  afterAll(() => t.close());

  it('answers each bad request with 400 and a sentence, and changes nothing', async () => {
    const before = await learningState(t.handle.db);
    for (const [method, url, body] of REFUSED) {
      const reply = method === 'GET' ? await teacher.get(url) : await teacher.post(url, body);
      const label = `${method} ${url} ${JSON.stringify(body) ?? ''}`.slice(0, 160);
      expect(reply.statusCode, `${label}: ${reply.body.slice(0, 200)}`).toBe(400);
      expect(reply.json().error, label).toBe('bad_request');
    }
    expect(await learningState(t.handle.db)).toBe(before);
  });
});
