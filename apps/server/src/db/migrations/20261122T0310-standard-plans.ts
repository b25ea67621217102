import type { Kysely } from 'kysely';

/**
 * The four plans of DESIGN.md §3. They are reference data every deployment needs (production
 * too), so they arrive by migration rather than with the demo seed; staff edit them later.
 */
export const STANDARD_PLANS = [
  {
    position: 0,
    type: 'yoirtzeit',
    kinds: [
      { id: 'yoirtzeit', label: 'Yoirtzeit' },
      { id: 'merit', label: 'Zechus' },
      { id: 'refuah', label: 'Refuah Shleimah' },
    ],
    price_cents: 360_00,
    text: 'One day of learning: all 525 perakim of Mishnayos learned by our children on the day you choose',
  },
  {
    position: 1,
    type: 'rosh_chodesh',
    kinds: [
      { id: 'yoirtzeit', label: 'Yoirtzeit' },
      { id: 'merit', label: 'Zechus' },
      { id: 'refuah', label: 'Refuah Shleimah' },
    ],
    price_cents: 1_800_00,
    text: 'A year of learning: the whole Mishnah every Rosh Chodesh for twelve months, and on the yoirtzeit',
  },
  {
    position: 2,
    type: 'shloishim',
    kinds: [{ id: 'shloishim', label: 'Shloishim' }],
    price_cents: 2_500_00,
    text: 'A month of learning: the whole Mishnah every day of the shloishim',
  },
  {
    position: 3,
    type: 'shiva',
    kinds: [{ id: 'shiva', label: 'Shiva' }],
    price_cents: 1_000_00,
    text: 'A week of learning: the whole Mishnah each day of the shiva',
  },
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use the untyped builder
export async function up(db: Kysely<any>): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('plans')
    .values(
      STANDARD_PLANS.map((plan) => ({
        ...plan,
        kinds: JSON.stringify(plan.kinds),
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}
