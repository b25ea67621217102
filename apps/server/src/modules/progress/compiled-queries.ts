import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * A hot query compiled once per key (a day, an enrollment, a donor) and executed again and again:
 * building and compiling a Kysely query costs about as much as SQLite running these small ones,
 * on every request of the read endpoints (docs/benchmarks/api.md). Bounded: past `capacity`
 * keys it starts afresh.
 */
export class CompiledQueries<R> {
  readonly #compiled = new Map<string, CompiledQuery<R>>();

  constructor(readonly capacity: number) {}

  async rows(db: Db, key: string, build: () => Compilable<R>): Promise<R[]> {
    let compiled = this.#compiled.get(key);
    if (!compiled) {
      compiled = build().compile();
      if (this.#compiled.size >= this.capacity) this.#compiled.clear();
      this.#compiled.set(key, compiled);
    }
    return (await db.executeQuery(compiled)).rows;
  }
}
