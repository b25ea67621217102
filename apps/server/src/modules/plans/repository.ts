import { planKindSchema, type OfficePlan, type Plan } from '@zechus/shared';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';

const kindsSchema = z.array(planKindSchema);

export const parseKinds = (json: string) => kindsSchema.parse(JSON.parse(json));

interface PlanRecord {
  id: number;
  position: number;
  type: string;
  kinds: string;
  price_cents: number;
  text: string;
}

const toPlan = (row: PlanRecord): Plan => ({
  id: row.id,
  position: row.position,
  type: row.type as Plan['type'],
  kinds: parseKinds(row.kinds),
  price: row.price_cents / 100,
  text: row.text,
});

/**
 * Offered plans in position order, prices in dollars (spec §3: plans shown in order received).
 * Read from the database on every call, never cached: an office edit shows at once.
 */
export async function listPlans(db: Db): Promise<Plan[]> {
  const rows = await db
    .selectFrom('plans')
    .select(['id', 'position', 'type', 'kinds', 'price_cents', 'text'])
    .where('active', '=', true)
    .orderBy('position')
    .execute();
  return rows.map(toPlan);
}

/** Every plan, offered or not, with how many dedications were sold on it (the office's view). */
export async function listOfficePlans(db: Db, id?: number): Promise<OfficePlan[]> {
  let query = db
    .selectFrom('plans')
    .select((eb) => [
      'plans.id',
      'plans.position',
      'plans.type',
      'plans.kinds',
      'plans.price_cents',
      'plans.text',
      'plans.active',
      'plans.updated_at',
      eb
        .selectFrom('enrollments')
        .select((inner) => inner.fn.countAll<number>().as('sold'))
        .whereRef('enrollments.plan_id', '=', 'plans.id')
        .as('dedications'),
    ])
    .orderBy('plans.position')
    .orderBy('plans.id');
  if (id !== undefined) query = query.where('plans.id', '=', id);
  const rows = await query.execute();
  return rows.map((row) => ({
    ...toPlan(row),
    active: Boolean(row.active),
    updatedAt: row.updated_at,
    dedications: Number(row.dedications ?? 0),
  }));
}
