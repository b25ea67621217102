/** Rows are read this many at a time: the most an export holds in memory at once. */
export const EXPORT_PAGE_SIZE = 500;

/**
 * Every row a query finds, read in pages by id (keyset paging: each page starts after the last
 * id of the one before, so no page is skipped or read twice however long the list), one page at
 * a time and only when the previous one has been taken: a file of a million rows holds one page
 * in memory, never the whole result.
 */
export async function* keysetRows<Row extends { id: number }>(
  fetchPage: (afterId: number, limit: number) => Promise<Row[]>,
  pageSize: number = EXPORT_PAGE_SIZE,
): AsyncGenerator<Row> {
  let afterId = 0;
  for (;;) {
    const page = await fetchPage(afterId, pageSize);
    for (const row of page) yield row;
    const last = page.at(-1);
    if (page.length < pageSize || last === undefined) return;
    afterId = last.id;
  }
}
