import { PLAN_TYPE_LABELS, type OfficePlan, type PlanEdit, type PlanType } from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import { listOfficePlans, parseKinds } from './repository.ts';

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', {
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;

/** What an edit may change, as the audit log keeps it before and after. */
interface PlanState {
  price: number;
  text: string;
  kinds: { id: string; label: string }[];
  active: boolean;
}

function describeChange(type: string, before: PlanState, after: PlanState): string {
  const changes: string[] = [];
  if (before.price !== after.price) {
    changes.push(`price ${dollars(before.price * 100)} → ${dollars(after.price * 100)}`);
  }
  if (before.text !== after.text) changes.push('text');
  if (JSON.stringify(before.kinds) !== JSON.stringify(after.kinds)) changes.push('kind labels');
  if (before.active !== after.active)
    changes.push(after.active ? 'now offered' : 'no longer offered');
  const name = PLAN_TYPE_LABELS[type as PlanType] ?? type;
  return `Changed the ${name} plan: ${changes.join(', ')}`;
}

/**
 * Edits a plan's price, texts or whether it is offered, audited with before and after in the
 * same transaction. Dedications already sold keep their own copy of the text and price
 * (enrollments.plan_text / price_cents), so nothing sold changes; new sign-ups see the edit at
 * once. The type, position and set of kinds are fixed: the learning dates depend on them.
 */
export async function editPlan(
  db: Db,
  actor: AuditActor,
  id: number,
  edit: PlanEdit,
): Promise<OfficePlan> {
  await db.transaction().execute(async (trx) => {
    const plan = await trx
      .selectFrom('plans')
      .select(['id', 'type', 'kinds', 'price_cents', 'text', 'active', 'updated_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!plan) throw new HttpError(404, 'not_found', `There is no plan number ${id}.`);
    if (edit.updatedAt !== undefined && edit.updatedAt !== plan.updated_at) {
      throw new HttpError(
        409,
        'plan_changed_meanwhile',
        'Someone else changed this plan while you were editing it. Reload the plan to see their change, then make yours again.',
      );
    }
    const kinds = parseKinds(plan.kinds);
    const before: PlanState = {
      price: plan.price_cents / 100,
      text: plan.text,
      kinds,
      active: Boolean(plan.active),
    };
    let newKinds = kinds;
    if (edit.kinds !== undefined) {
      const sent = edit.kinds;
      const sameKinds =
        sent.length === kinds.length && kinds.every((k) => sent.some((s) => s.id === k.id));
      if (!sameKinds) {
        throw new HttpError(
          400,
          'bad_request',
          `A plan’s kinds cannot be added or removed, only renamed. This plan’s kinds are: ${kinds.map((k) => k.id).join(', ')}.`,
        );
      }
      newKinds = kinds.map((k) => ({
        id: k.id,
        label: sent.find((s) => s.id === k.id)?.label ?? k.label,
      }));
    }
    const after: PlanState = {
      price: edit.price ?? before.price,
      text: edit.text ?? before.text,
      kinds: newKinds,
      active: edit.active ?? before.active,
    };
    if (JSON.stringify(before) === JSON.stringify(after)) return;
    await trx
      .updateTable('plans')
      .set({
        price_cents: Math.round(after.price * 100),
        text: after.text,
        kinds: JSON.stringify(after.kinds),
        active: after.active,
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, actor, {
      area: 'plans',
      action: 'plan.update',
      targetId: id,
      summary: describeChange(plan.type, before, after),
      before,
      after,
    });
  });
  const [plan] = await listOfficePlans(db, id);
  if (!plan) throw new Error(`plan ${id} vanished right after an edit`);
  return plan;
}
