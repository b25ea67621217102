import { STAFF_ROLE_LABELS, type NewStaff } from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import { createStaffLink } from './links.ts';

export class StaffExistsError extends Error {
  constructor(readonly email: string) {
    super(`There is already a staff account for ${email}.`);
    this.name = 'StaffExistsError';
  }
}

const actorId = (actor: AuditActor) => (actor === 'command-line' ? null : actor.id);

/**
 * Creates a staff account without a password and the one-time link where its owner sets one
 * (the console e-mails it; `npm run staff -- add` prints it). Audited with the account.
 */
export async function addStaffMember(
  db: Db,
  input: NewStaff,
  actor: AuditActor,
): Promise<{ id: number; token: string }> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('staff_users')
      .select('id')
      .where('email', '=', input.email)
      .executeTakeFirst();
    if (existing) throw new StaffExistsError(input.email);
    const now = new Date().toISOString();
    const { id } = await trx
      .insertInto('staff_users')
      .values({
        email: input.email,
        name: input.name,
        role: input.role,
        active: true,
        password_hash: '',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      // Two invitations of one address at once both pass the look-up above; the unique index
      // refuses the second, which is then the same plain refusal, never a 500 (issue 27 §8).
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? new StaffExistsError(input.email) : error;
      });
    const token = await createStaffLink(trx, id, actorId(actor));
    await recordAudit(trx, actor, {
      area: 'staff',
      action: 'staff.invite',
      targetId: id,
      summary: `Invited ${input.name} (${input.email}) as ${STAFF_ROLE_LABELS[input.role]}`,
      after: input,
    });
    return { id, token };
  });
}

/** A fresh one-time link for an existing account (a lost password); earlier links stop working. */
export async function issueNewLink(
  db: Db,
  staffUserId: number,
  actor: AuditActor,
): Promise<{ token: string; name: string; email: string; role: string }> {
  return db.transaction().execute(async (trx) => {
    const staff = await trx
      .selectFrom('staff_users')
      .select(['id', 'name', 'email', 'role'])
      .where('id', '=', staffUserId)
      .executeTakeFirstOrThrow();
    const token = await createStaffLink(trx, staff.id, actorId(actor));
    await recordAudit(trx, actor, {
      area: 'staff',
      action: 'staff.link',
      targetId: staff.id,
      summary: `Sent ${staff.name} a new link to set a password`,
    });
    return { token, name: staff.name, email: staff.email, role: staff.role };
  });
}
