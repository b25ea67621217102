import crypto from 'node:crypto';
import { shareTokenSchema } from '@zechus/shared';
import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { openToken, sealToken } from './sealed-tokens.ts';

const digest = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** The advisory-lock class of a dedication's shared links (any constant no other lock uses). */
const SHARE_LINK_LOCK = 0x7a73686c; // "zshl"

/** The dedication's working link as the panel shows it. */
export interface WorkingLink {
  createdAt: string;
  /** The token, or null for a link that cannot be shown again (made before 0040, or a rotated key). */
  token: string | null;
}

/**
 * Read-only links to a dedication's progress pages (issue 13 §7, issue 26 §4, decision 0040):
 * 32 random bytes in the link; the sha256 for lookups and, when a key is configured, the token
 * sealed under it so that the sponsor sees the same link every time. A dedication has at most
 * one working link — a partial unique index says so, whatever races.
 */
export class ShareLinks {
  constructor(
    private readonly db: Db,
    private readonly key: Buffer | null,
  ) {}

  /** The working link, if the dedication has one. */
  async working(enrollmentId: number): Promise<WorkingLink | undefined> {
    const row = await this.workingRow(enrollmentId);
    return row ? { createdAt: row.createdAt, token: row.token } : undefined;
  }

  /**
   * "Share with family": the working link, or a new one when there is none. Requests at the same
   * moment all meet the one row the first of them wrote (`on conflict do nothing`).
   */
  async workingOrNew(enrollmentId: number, now: Date = new Date()): Promise<WorkingLink> {
    const kept = await this.working(enrollmentId);
    if (kept) return kept;
    const made = this.mint(enrollmentId, now);
    await this.db
      .insertInto('share_links')
      .values(made.row)
      .onConflict((oc) => oc.column('enrollment_id').where('revoked_at', 'is', null).doNothing())
      .execute();
    const working = await this.workingRow(enrollmentId);
    if (!working) throw new Error('share link: none working just after making one');
    // Ours, when this request's row won: its token is known even without a key to keep it.
    const token = working.hash === made.row.token_hash ? made.token : working.token;
    return { createdAt: working.createdAt, token };
  }

  /**
   * "Make a new link": the working one ends and a new one takes its place, in one transaction.
   * Requests at once take turns on the dedication (PostgreSQL's advisory lock, held to the
   * transaction's end; SQLite runs one writing transaction at a time), so each ends the link
   * the one before it made and the last one made is the one working.
   */
  async replace(
    enrollmentId: number,
    now: Date = new Date(),
  ): Promise<{ createdAt: string; token: string }> {
    const made = this.mint(enrollmentId, now);
    await this.db.transaction().execute(async (trx) => {
      if (trx.getExecutor().adapter instanceof PostgresAdapter) {
        await sql`select pg_advisory_xact_lock(${sql.lit(SHARE_LINK_LOCK)}, ${enrollmentId})`.execute(
          trx,
        );
      }
      await trx
        .updateTable('share_links')
        .set({ revoked_at: made.row.created_at })
        .where('enrollment_id', '=', enrollmentId)
        .where('revoked_at', 'is', null)
        .execute();
      await trx.insertInto('share_links').values(made.row).execute();
    });
    return { createdAt: made.row.created_at, token: made.token };
  }

  /** Ends the working link; answers how many there were. */
  async revoke(enrollmentId: number, now: Date = new Date()): Promise<number> {
    const result = await this.db
      .updateTable('share_links')
      .set({ revoked_at: now.toISOString() })
      .where('enrollment_id', '=', enrollmentId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  private async workingRow(enrollmentId: number) {
    const row = await this.db
      .selectFrom('share_links')
      .select(['created_at', 'token_hash', 'token_sealed'])
      .where('enrollment_id', '=', enrollmentId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (!row) return undefined;
    const token =
      row.token_sealed && this.key ? openToken(this.key, enrollmentId, row.token_sealed) : null;
    return { createdAt: row.created_at, hash: row.token_hash, token };
  }

  private mint(enrollmentId: number, now: Date) {
    const token = crypto.randomBytes(32).toString('base64url');
    return {
      token,
      row: {
        enrollment_id: enrollmentId,
        token_hash: digest(token),
        token_sealed: this.key ? sealToken(this.key, enrollmentId, token) : null,
        created_at: now.toISOString(),
        revoked_at: null,
      },
    };
  }
}

/**
 * The dedication a link opens, or undefined for a link that is unknown, mistyped or revoked —
 * alike, so an answer tells nothing about which. A token not of the minted shape never reaches
 * the database.
 */
export async function enrollmentOfShareLink(db: Db, token: string): Promise<number | undefined> {
  if (!shareTokenSchema.safeParse(token).success) return undefined;
  const row = await db
    .selectFrom('share_links')
    .select('enrollment_id')
    .where('token_hash', '=', digest(token))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row?.enrollment_id;
}
