import crypto from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';

/**
 * Idempotent requests (DESIGN.md §3 Payments): the first request with a key does the work and
 * its answer is stored; a repeat — later, or at the same moment — gets that same answer and
 * never charges again. The key row is claimed by its primary key, so only one request can own it
 * on either engine. A gateway error releases the key so the sponsor may simply try again.
 */
export interface StoredAnswer {
  statusCode: number;
  body: unknown;
  /**
   * The request was refused by a check, before anything was recorded or charged (a plan that no
   * longer exists, a changed price, a date that cannot be): the answer is not kept and the key is
   * released, as for a 5xx. Sent again, the request is simply judged again; keeping the refusal
   * would leave a row behind a request that changed nothing. A decline is kept: it ends an
   * attempt that was recorded.
   */
  refusedBeforeWork?: true;
}

const POLL_MS = 50;
const WAIT_FOR_FIRST_MS = 15_000;

/** A fingerprint of the request that never contains a card number or CVV. */
export function requestFingerprint(value: unknown): string {
  return crypto.createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

export async function runIdempotently(
  db: Db,
  scope: string,
  key: string,
  fingerprint: string,
  work: () => Promise<StoredAnswer>,
): Promise<StoredAnswer> {
  const claimed = await db
    .insertInto('idempotency_keys')
    .values({
      scope,
      key,
      request_hash: fingerprint,
      status_code: null,
      response_body: null,
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
    .executeTakeFirst();
  if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) {
    return waitForFirstAnswer(db, scope, key, fingerprint);
  }
  let answer: StoredAnswer;
  try {
    answer = await work();
  } catch (error) {
    await db
      .deleteFrom('idempotency_keys')
      .where('scope', '=', scope)
      .where('key', '=', key)
      .execute();
    throw error;
  }
  if (answer.statusCode >= 500 || answer.refusedBeforeWork) {
    await db
      .deleteFrom('idempotency_keys')
      .where('scope', '=', scope)
      .where('key', '=', key)
      .execute();
  } else {
    await db
      .updateTable('idempotency_keys')
      .set({ status_code: answer.statusCode, response_body: JSON.stringify(answer.body) })
      .where('scope', '=', scope)
      .where('key', '=', key)
      .execute();
  }
  return answer;
}

async function waitForFirstAnswer(
  db: Db,
  scope: string,
  key: string,
  fingerprint: string,
): Promise<StoredAnswer> {
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const row = await db
      .selectFrom('idempotency_keys')
      .select(['request_hash', 'status_code', 'response_body'])
      .where('scope', '=', scope)
      .where('key', '=', key)
      .executeTakeFirst();
    if (row && row.request_hash !== fingerprint) {
      throw new HttpError(
        409,
        'idempotency_conflict',
        'This Idempotency-Key was already used for a different request.',
      );
    }
    if (row?.status_code != null && row.response_body != null) {
      return { statusCode: row.status_code, body: JSON.parse(row.response_body) };
    }
    if (!row || Date.now() > deadline) {
      throw new HttpError(
        409,
        'request_in_progress',
        'The same request is still being processed. Please wait a moment and try again.',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
