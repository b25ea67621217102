import { planKindSchema, type Plan } from '@zechus/shared';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';

const kindsSchema = z.array(planKindSchema);

/** Active plans in position order, prices in dollars (spec §3: plans shown in order received). */
export async function listPlans(db: Db): Promise<Plan[]> {
  const rows = await db
    .selectFrom('plans')
    .select(['id', 'position', 'type', 'kinds', 'price_cents', 'text'])
    .where('active', '=', true)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    position: row.position,
    type: row.type as Plan['type'],
    kinds: kindsSchema.parse(JSON.parse(row.kinds)),
    price: row.price_cents / 100,
    text: row.text,
  }));
}
