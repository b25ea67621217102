import { describe, expect, it } from 'vitest';
import { keysetRows } from './keyset.ts';

/** A table of `count` rows behind a page reader that counts what it handed out. */
function table(count: number) {
  const rows = Array.from({ length: count }, (_, i) => ({ id: (i + 1) * 3 }));
  const reads: { afterId: number; limit: number }[] = [];
  let handedOut = 0;
  const fetchPage = async (afterId: number, limit: number) => {
    reads.push({ afterId, limit });
    const page = rows.filter((row) => row.id > afterId).slice(0, limit);
    handedOut += page.length;
    return page;
  };
  return { rows, reads, fetchPage, handedOut: () => handedOut };
}

describe('reading an export’s rows in pages', () => {
  it('reads every row once, in order, each page starting after the last id of the one before', async () => {
    const source = table(10);
    const seen: number[] = [];
    for await (const row of keysetRows(source.fetchPage, 4)) seen.push(row.id);
    expect(seen).toEqual(source.rows.map((row) => row.id));
    expect(source.reads).toEqual([
      { afterId: 0, limit: 4 },
      { afterId: 12, limit: 4 },
      { afterId: 24, limit: 4 },
    ]);
  });

  it('never holds more than one page: the next page is read only once the last is taken', async () => {
    const source = table(25);
    let taken = 0;
    for await (const row of keysetRows(source.fetchPage, 5)) {
      taken++;
      expect(row.id).toBe(taken * 3);
      // Rows read from the database but not yet written out: at most one page.
      expect(source.handedOut() - taken).toBeLessThan(5);
      expect(source.reads.length).toBe(Math.ceil(taken / 5));
    }
    // 25 rows: five full pages and an empty sixth read that ends it.
    expect(source.reads).toHaveLength(6);
  });

  it('stops reading when the reader stops (a download cancelled half way)', async () => {
    const source = table(100);
    for await (const row of keysetRows(source.fetchPage, 10)) {
      if (row.id >= 30) break;
    }
    expect(source.reads).toHaveLength(1);
  });

  it('an empty range is read once and gives nothing', async () => {
    const source = table(0);
    const seen: unknown[] = [];
    for await (const row of keysetRows(source.fetchPage, 10)) seen.push(row);
    expect(seen).toEqual([]);
    expect(source.reads).toHaveLength(1);
  });
});
