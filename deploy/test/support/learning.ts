import type { Deployment } from './deployment.ts';
import type { WallEvent } from './wall.ts';

export const LIVE_PATH = '/api/live/update-screen';

/** Today's chapters not yet done, as the printed sheets' barcodes. */
export async function openBarcodes(
  deployment: Deployment,
  count: number,
  offset = 0,
): Promise<string[]> {
  const rows = await deployment.database.query<{ barcode: string }>(
    `SELECT barcode FROM assignments
      WHERE done_at IS NULL AND day = (SELECT max(day) FROM learning_days WHERE day <= $1)
      ORDER BY perek_index LIMIT $2 OFFSET $3`,
    [new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/London' }), count, offset],
  );
  return rows.map((row) => row.barcode);
}

/** The wall has shown this chapter turn done. */
export const chapterDone = (events: WallEvent[], barcode: string) =>
  events.some(
    (e) => e.event === 'chapter-done' && (e.data as { barcode?: string }).barcode === barcode,
  );

/** The newest live event's id: what a wall opened now starts after. */
export async function lastEventId(deployment: Deployment): Promise<number> {
  const [row] = await deployment.database.query<{ id: number | null }>(
    `SELECT max(id) AS id FROM live_events`,
  );
  return Number(row?.id ?? 0);
}
