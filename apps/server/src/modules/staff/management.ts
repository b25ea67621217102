import {
  STAFF_ROLE_LABELS,
  staffRoleSchema,
  type StaffChange,
  type StaffRole,
} from '@zechus/shared';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { recordAudit } from '../audit/audit.ts';
import { StaffExistsError } from './accounts.ts';
import { endSessionsOf, type StaffActor } from './staff-session.ts';

/**
 * An owner's changes to staff accounts: correct a name or e-mail, change a role, switch an
 * account off or on. Each is one transaction with its audit row, and none may leave the office
 * without an active owner who has set a password — somebody must always be able to manage staff.
 */

export const NO_SUCH_STAFF = 'There is no staff account with this number.';

type Trx = Transaction<Database>;

interface AccountRecord {
  name: string;
  email: string;
  role: StaffRole;
  active: boolean;
}

/** The account, read inside the change's transaction (404 when there is none). */
async function accountOf(trx: Trx, id: number): Promise<AccountRecord & { hasPassword: boolean }> {
  const row = await trx
    .selectFrom('staff_users')
    .select(['name', 'email', 'role', 'active', 'password_hash'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'not_found', NO_SUCH_STAFF);
  return {
    name: row.name,
    email: row.email,
    role: staffRoleSchema.catch('teacher').parse(row.role),
    active: Boolean(row.active),
    hasPassword: row.password_hash !== '',
  };
}

/**
 * Refuses a change that would take away the last owner who can sign in. The owners' rows are
 * written first (a no-op update), which locks them on PostgreSQL: two owners demoting each other
 * at the same moment wait for one another instead of both succeeding. SQLite writes one
 * transaction at a time anyway.
 */
async function keepAnOwner(
  trx: Trx,
  actor: StaffActor,
  target: { id: number; name: string },
  what: 'role' | 'switch-off',
): Promise<void> {
  await trx
    .updateTable('staff_users')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('role', '=', 'owner')
    .execute();
  const others = await trx
    .selectFrom('staff_users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', 'owner')
    .where('active', '=', true)
    .where('password_hash', '!=', '')
    .where('id', '!=', target.id)
    .executeTakeFirstOrThrow();
  if (Number(others.count) > 0) return;
  const self = actor.id === target.id;
  const cannot =
    what === 'role'
      ? self
        ? 'You cannot change your own role'
        : `${target.name} cannot stop being an owner`
      : self
        ? 'You cannot switch off your own account'
        : `${target.name}’s account cannot be switched off`;
  throw new HttpError(
    409,
    'last_owner',
    `${cannot}: ${self ? 'you are' : 'they are'} the only owner who can sign in, and someone must always be able to manage staff accounts. Make another person an owner first (they need to have set their password).`,
  );
}

const recordOf = (account: AccountRecord): AccountRecord => ({
  name: account.name,
  email: account.email,
  role: account.role,
  active: account.active,
});

function changeSummary(before: AccountRecord, after: AccountRecord): string {
  const parts: string[] = [];
  if (before.name !== after.name) parts.push(`renamed ${before.name} to ${after.name}`);
  if (before.email !== after.email) {
    parts.push(`changed ${after.name}’s e-mail from ${before.email} to ${after.email}`);
  }
  if (before.role !== after.role) {
    parts.push(
      `changed ${after.name}’s role from ${STAFF_ROLE_LABELS[before.role]} to ${STAFF_ROLE_LABELS[after.role]}`,
    );
  }
  const sentence = parts.join('; ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/**
 * Corrects a name or e-mail, or changes a role. A new e-mail spends the links sent to the old
 * one; a new role signs the person out (they sign in again to a console of their new role) —
 * unless it is the owner's own, who carries on.
 */
export async function changeStaff(
  db: Db,
  actor: StaffActor,
  id: number,
  change: StaffChange,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await accountOf(trx, id);
    const before = recordOf(current);
    const after: AccountRecord = {
      ...before,
      ...(change.name !== undefined ? { name: change.name } : {}),
      ...(change.email !== undefined ? { email: change.email } : {}),
      ...(change.role !== undefined ? { role: change.role } : {}),
    };
    const roleChanged = before.role !== after.role;
    const emailChanged = before.email !== after.email;
    if (!roleChanged && !emailChanged && before.name === after.name) return;
    if (roleChanged && before.role === 'owner' && current.active && current.hasPassword) {
      await keepAnOwner(trx, actor, { id, name: before.name }, 'role');
    }
    if (emailChanged) {
      const taken = await trx
        .selectFrom('staff_users')
        .select('id')
        .where('email', '=', after.email)
        .where('id', '!=', id)
        .executeTakeFirst();
      if (taken)
        throw new HttpError(409, 'staff_exists', new StaffExistsError(after.email).message);
      // A link went to the old address: it must not open the account any more.
      await trx
        .updateTable('staff_links')
        .set({ used_at: new Date().toISOString() })
        .where('staff_user_id', '=', id)
        .where('used_at', 'is', null)
        .execute();
    }
    await trx
      .updateTable('staff_users')
      .set({
        name: after.name,
        email: after.email,
        role: after.role,
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .execute()
      // Two accounts moved to one address at once both pass the look-up above; the unique index
      // refuses the second: the same 409, never a 500 (issue 27 §8).
      .catch((error: unknown) => {
        throw isUniqueViolation(error)
          ? new HttpError(409, 'staff_exists', new StaffExistsError(after.email).message)
          : error;
      });
    if (roleChanged && actor.id !== id) await endSessionsOf(trx, id);
    await recordAudit(trx, actor, {
      area: 'staff',
      action:
        roleChanged && !emailChanged && before.name === after.name ? 'staff.role' : 'staff.update',
      targetId: id,
      summary: changeSummary(before, after),
      before,
      after,
    });
  });
}

/**
 * Switches an account off (it cannot sign in; its sessions end at once and its unused links die)
 * or on again. Switching on does not give back a spent link: send a new one if they need it.
 */
export async function setStaffActive(
  db: Db,
  actor: StaffActor,
  id: number,
  active: boolean,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await accountOf(trx, id);
    const before = recordOf(current);
    if (before.active === active) {
      throw new HttpError(
        409,
        'no_change',
        active
          ? `${before.name}’s account is already on.`
          : `${before.name}’s account is already switched off.`,
      );
    }
    if (!active && before.role === 'owner' && current.hasPassword) {
      await keepAnOwner(trx, actor, { id, name: before.name }, 'switch-off');
    }
    const now = new Date().toISOString();
    await trx
      .updateTable('staff_users')
      .set({ active, updated_at: now })
      .where('id', '=', id)
      .execute();
    if (!active) {
      await endSessionsOf(trx, id);
      await trx
        .updateTable('staff_links')
        .set({ used_at: now })
        .where('staff_user_id', '=', id)
        .where('used_at', 'is', null)
        .execute();
    }
    await recordAudit(trx, actor, {
      area: 'staff',
      action: active ? 'staff.switch_on' : 'staff.switch_off',
      targetId: id,
      summary: active
        ? `Switched ${before.name}’s account back on`
        : `Switched off ${before.name}’s account (signed out everywhere)`,
      before,
      after: { ...before, active },
    });
  });
}
