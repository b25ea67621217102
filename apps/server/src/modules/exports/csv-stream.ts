import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { EXPORT_PAGE_SIZE, keysetRows } from './keyset.ts';
import type { ExportDefinition } from './kinds.ts';

/**
 * An export as a stream of CSV text (RFC 4180: fields with commas, quotes or line breaks quoted,
 * quotes doubled), the way Excel opens it with Hebrew intact: UTF-8 with a byte order mark,
 * lines ended CRLF. Rows are read a page at a time as the file is written (keyset.ts); a slow
 * download slows the reading, and a cancelled one stops it.
 */
export function csvStream(
  definition: ExportDefinition,
  pageSize: number = EXPORT_PAGE_SIZE,
): Readable {
  async function* records() {
    yield definition.header;
    for await (const row of keysetRows(definition.page, pageSize)) yield row.cells;
  }
  const csv = stringify({ bom: true, record_delimiter: 'windows' });
  const source = Readable.from(records());
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}
