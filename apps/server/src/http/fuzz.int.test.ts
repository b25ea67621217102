import crypto from 'node:crypto';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Engine } from '../db/database.ts';
import { SANDBOX_CARDS } from '../modules/payments/gateway/sandbox-cards.ts';
import { fuzzRequest, spoiledBody, type FuzzRequest } from '../test/fuzz-arbitraries.ts';
import { PAYMENT_ROUTES_TO_FUZZ, validBodies } from '../test/fuzz-bodies.ts';
import { signUpRequest } from '../test/sign-up-request.ts';
import { staffWithRole, type StaffClient } from '../test/office.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TEST_ENGINES } from '../test/test-database.ts';
import { sandboxPaymentMethod } from '../test/test-cards.ts';

/**
 * Tables a refused request may write by design: a wrong login is counted (that is the
 * throttle), a session's last use slides on every request, limits keep their counters.
 */
const WRITTEN_BY_REFUSALS = /^(login_attempts|sessions|job_leases|rate_limits?|.*_attempts)$/;

/**
 * A created learner lays out a month of days (16,000 assignments): reading them all after
 * every request would make the fuzz crawl, so they are summed — who has which perek, what is
 * done, recorded and moved by hand.
 */
const assignmentsFingerprint = (db: Db) =>
  db
    .selectFrom('assignments')
    .select((eb) => [
      eb.fn.countAll<number>().as('rows'),
      eb.fn.sum<number>(eb.ref('learner_id')).as('learners'),
      eb.fn.sum<number>(eb('perek_index', '*', eb.ref('learner_id'))).as('placement'),
      eb.fn.count<number>('done_at').as('done'),
      eb.fn.count<number>('recording_url').as('recorded'),
      eb.fn.count<number>('reassigned_at').as('moved'),
      eb.fn.max('barcode').as('lastBarcode'),
    ])
    .executeTakeFirstOrThrow()
    .then((row) => Object.values(row).map(String));

/**
 * The database's tables and views, read afresh each time (a request that created one would show):
 * by name only, from the catalogue — Kysely's introspection also reads every column of every
 * table, and was most of the cost of each of the fuzz's thousands of comparisons.
 */
async function tableNames(db: Db, engine: Engine): Promise<string[]> {
  const { rows } =
    engine === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master
          where type in ('table', 'view') and name not like 'sqlite_%'`.execute(db)
      : await sql<{ name: string }>`select c.relname as name from pg_catalog.pg_class c
          join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
          where c.relkind in ('r', 'v', 'p') and ns.nspname !~ '^pg_'
            and ns.nspname <> 'information_schema'`.execute(db);
  return rows.map((row) => row.name);
}

/**
 * The fuzz's own bookkeeping, not the app's: a number that moves with every statement writing
 * to assignments (a trigger; on PostgreSQL a sequence, which never waits on a lock). While it
 * stands still the assignments are as they were, and their fingerprint is not read again.
 */
const ASSIGNMENT_WRITES = 'fuzz_assignment_writes';

async function countAssignmentWrites(db: Db, engine: Engine): Promise<() => Promise<string>> {
  if (engine === 'sqlite') {
    await sql`create table ${sql.table(ASSIGNMENT_WRITES)} (n integer not null)`.execute(db);
    await sql`insert into ${sql.table(ASSIGNMENT_WRITES)} (n) values (0)`.execute(db);
    for (const event of ['insert', 'update', 'delete']) {
      await sql
        .raw(
          `create trigger fuzz_assignment_${event} after ${event} on assignments ` +
            `begin update ${ASSIGNMENT_WRITES} set n = n + 1; end`,
        )
        .execute(db);
    }
    return async () =>
      String(
        (await sql<{ n: number }>`select n from ${sql.table(ASSIGNMENT_WRITES)}`.execute(db))
          .rows[0]?.n,
      );
  }
  await sql`create sequence ${sql.table(ASSIGNMENT_WRITES)}`.execute(db);
  await sql
    .raw(
      `create function fuzz_count_assignment_write() returns trigger language plpgsql ` +
        `as $$ begin perform nextval('${ASSIGNMENT_WRITES}'); return null; end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger fuzz_assignment_writes after insert or update or delete or truncate ` +
        `on assignments for each statement execute function fuzz_count_assignment_write()`,
    )
    .execute(db);
  return async () => {
    const { rows } = await sql<{ last_value: string; is_called: boolean }>`
      select last_value, is_called from ${sql.table(ASSIGNMENT_WRITES)}`.execute(db);
    return `${rows[0]?.last_value}:${rows[0]?.is_called}`;
  };
}

/**
 * Every row of every other table, as one fingerprint (the fixture keeps the tables small): a
 * reader of it for this database. PostgreSQL hashes each table's rows itself, all tables in one
 * query, instead of a round trip per table.
 */
async function databaseStateReader(db: Db, engine: Engine): Promise<() => Promise<string>> {
  const assignmentWrites = await countAssignmentWrites(db, engine);
  let assignments: { writes: string; fingerprint: string } | undefined;
  const assignmentsLine = async () => {
    const writes = await assignmentWrites();
    if (assignments?.writes !== writes) {
      assignments = { writes, fingerprint: JSON.stringify(await assignmentsFingerprint(db)) };
    }
    return `assignments:${assignments.fingerprint}\n`;
  };
  return async () => {
    const tables = (await tableNames(db, engine))
      .filter(
        (name) =>
          !WRITTEN_BY_REFUSALS.test(name) &&
          !name.startsWith('kysely_') &&
          name !== ASSIGNMENT_WRITES,
      )
      .sort();
    const hash = crypto.createHash('sha256');
    if (engine === 'postgres') {
      const others = tables.filter((table) => table !== 'assignments');
      const { rows } = await sql<{ name: string; rows: string }>`${sql.join(
        others.map(
          (table) => sql`select ${sql.lit(table)} as name,
            md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) as rows
            from ${sql.table(table)} t`,
        ),
        sql` union all `,
      )}`.execute(db);
      const hashes = new Map(rows.map((row) => [row.name, row.rows]));
      for (const table of tables) {
        hash.update(
          table === 'assignments' ? await assignmentsLine() : `${table}:${hashes.get(table)}\n`,
        );
      }
      return hash.digest('hex');
    }
    for (const table of tables) {
      if (table === 'assignments') {
        hash.update(await assignmentsLine());
        continue;
      }
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
        db,
      );
      const lines = rows.rows.map((row) => JSON.stringify(row)).sort();
      hash.update(`${table}:${lines.join('\n')}\n`);
    }
    return hash.digest('hex');
  };
}

interface Route {
  method: string;
  url: string;
}

/** The live stream holds its connection open by design; its refusals have their own tests. */
const isLongLived = (route: Route) => route.method === 'GET' && route.url.includes('/api/live/');

/** A route's address with its parameters filled in (every `:name` and a trailing `*`). */
const addressOf = (route: Route, request: FuzzRequest): string => {
  let index = 0;
  // A lone half of a character cannot travel in a URL at all: it is sent as U+FFFD.
  const next = () =>
    encodeURIComponent((request.params[index++] ?? '').replace(/[\uD800-\uDFFF]/gu, '\uFFFD'));
  const path = route.url.replace(/:[A-Za-z_]+/g, next).replace(/\*$/, next);
  const query = new URLSearchParams(request.query).toString();
  return query ? `${path}?${query}` : path;
};

const paramCount = (route: Route) =>
  (route.url.match(/:[A-Za-z_]+/g) ?? []).length + (route.url.endsWith('*') ? 1 : 0);

/** Requests per route and run (three times as many where a valid body is spoiled): both engines in under a minute. */
const RUNS_PER_ROUTE = 20;

describe.each(TEST_ENGINES)('every route, fuzzed, on %s', (engine) => {
  const routes: Route[] = [];
  let t: TestApp;
  let owner: StaffClient;
  let donorCookie: string;
  let databaseState: () => Promise<string>;
  let validBody: Record<string, unknown>;

  beforeAll(async () => {
    t = await createTestApp(engine, {
      // Per-address limits would answer 429 before the input is read; the fuzz wants the input.
      env: {
        LOGIN_LIMIT_PER_IP: '1000000',
        PAYMENT_LIMIT_PER_IP: '1000000',
        SCAN_LIMIT_PER_MINUTE: '1000000',
      },
      onRoute: (route) => {
        for (const method of [route.method].flat()) routes.push({ method, url: route.url });
      },
    });
    owner = await staffWithRole(t, 'owner');
    const now = new Date().toISOString();
    await t.handle.db
      .insertInto('learners')
      .values([
        { name: 'משה כהן', image_url: null, active: true, class_name: 'כיתה ה׳', created_at: now },
        { name: 'דוד לוי', image_url: null, active: false, class_name: null, created_at: now },
      ])
      .execute();
    await t.handle.db
      .insertInto('donors')
      .values({
        donor_number: '123456',
        name: 'Chana Gold',
        email: 'chana@example.org',
        phone: null,
        created_at: now,
      })
      .execute();
    // Public routes go with a donor's session, so my-page and the progress pages read input.
    const login = await t.browser.post('/api/login', { email: 'chana@example.org', id: '123456' });
    donorCookie = login.cookies.find((cookie) => cookie.name === 'zechus_session')?.value ?? '';
    expect(donorCookie).not.toBe('');
    // A sign-up whose bank asks for 3-D Secure, waiting for its challenge: the confirm route is
    // fuzzed beside a payment it could settle.
    const waiting = await t.browser.post(
      '/api/sign-up',
      signUpRequest({
        billing: {
          name: 'Chana Gold',
          paymentMethod: sandboxPaymentMethod(SANDBOX_CARDS.threeDSecure),
          recurring: false,
        },
      }),
      { headers: { 'idempotency-key': crypto.randomUUID() } },
    );
    validBody = validBodies(waiting.json().requiresAction.clientSecret);
    databaseState = await databaseStateReader(t.handle.db, engine);
  });
  afterAll(() => t.close());

  /** Office routes go with an owner's session (past the role check, into the input). */
  const send = async (route: Route, request: FuzzRequest) => {
    const token = await t.browser.csrfToken();
    // A sign-out would end the session every later request relies on: it goes without one.
    const signOut = route.url.endsWith('/logout');
    const office = route.url.startsWith('/api/office/');
    const options: InjectOptions = {
      method: route.method as InjectOptions['method'],
      url: addressOf(route, request),
      headers: {
        ...request.headers,
        'x-xsrf-token': token,
        ...(request.body.kind === 'raw' ? { 'content-type': request.body.type } : {}),
        ...(request.body.kind === 'json' ? { 'content-type': 'application/json' } : {}),
      },
      cookies: {
        'XSRF-TOKEN': token,
        ...(signOut
          ? {}
          : office
            ? { zechus_staff: owner.cookie }
            : { zechus_session: donorCookie }),
      },
      ...(request.body.kind === 'json' ? { payload: JSON.stringify(request.body.value) } : {}),
      ...(request.body.kind === 'raw' ? { payload: request.body.text } : {}),
    };
    return t.app.inject(options);
  };

  /** Random requests, and for the routes above as many with a spoiled valid body. */
  const requestsFor = (route: Route): fc.Arbitrary<FuzzRequest> => {
    const random = fuzzRequest(paramCount(route));
    const valid = validBody[`${route.method} ${route.url}`];
    if (valid === undefined) return random;
    return fc.oneof(
      random,
      fc.tuple(random, spoiledBody(valid as never), fc.uuid()).map(([request, value, key]) => ({
        ...request,
        // A well-formed key, so that the spoiled body is what the route has to judge.
        headers: { ...request.headers, 'idempotency-key': key },
        body: { kind: 'json' as const, value },
      })),
    );
  };

  const statuses: string[] = [];
  afterAll(() => {
    // FUZZ_REPORT=1 prints how each route answered: to see that the fuzz reaches past the door.
    if (process.env.FUZZ_REPORT) {
      const counts = new Map<string, number>();
      for (const line of statuses) counts.set(line, (counts.get(line) ?? 0) + 1);
      console.log(
        [...counts]
          .map(([k, v]) => `${v} ${k}`)
          .sort()
          .join('\n'),
      );
    }
  });
  it('answers every malformed request with a 4xx, never a 5xx, and a refused request changes nothing', async () => {
    const targets = routes.filter((route) => route.method !== 'HEAD' && !isLongLived(route));
    expect(targets.length).toBeGreaterThan(40);
    for (const route of PAYMENT_ROUTES_TO_FUZZ) expect(targets).toContainEqual(route);
    // The state before each request is the state after the last one, read again only when that
    // one was let through (and may have changed something): half the reading of every table.
    let before = await databaseState();
    for (const route of targets) {
      await fc.assert(
        fc.asyncProperty(requestsFor(route), async (request) => {
          const reply = await send(route, request);
          statuses.push(`${route.method} ${route.url} ${reply.statusCode}`);
          const where = `${route.method} ${route.url} → ${reply.statusCode} ${reply.body.slice(0, 200)}`;
          expect(reply.statusCode, where).toBeLessThan(500);
          // A decline is an answer and is kept, with its attempt (docs/decisions/0007).
          const declined = reply.body.includes('card_declined');
          if (reply.statusCode >= 400 && !declined) {
            expect(await databaseState(), `${where} changed the database`).toBe(before);
          } else {
            before = await databaseState();
          }
        }),
        {
          numRuns: validBody[`${route.method} ${route.url}`] ? 3 * RUNS_PER_ROUTE : RUNS_PER_ROUTE,
          endOnFailure: true,
        },
      );
    }
  }, 300_000);
});
