/**
 * Answers kept in memory with the version of the data they were built from
 * (docs/decisions/0016). A lookup names the version the data has now; an entry built from any
 * other version is not an answer, so nothing stale is ever served, only rebuilt. Bounded: past
 * `capacity` entries the least recently used goes, so per-donor keys cannot grow without end.
 */
export class AnswerCache<T> {
  readonly #entries = new Map<string, { version: string; value: T }>();
  readonly #building = new Map<string, Promise<T>>();

  constructor(readonly capacity: number) {}

  /** The value stored under `key` for exactly this `version`, or undefined. */
  get(key: string, version: string): T | undefined {
    const entry = this.#entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    // Map keeps insertion order: moving a used entry to the end makes the first the coldest.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, version: string, value: T): void {
    this.#entries.delete(key);
    this.#entries.set(key, { version, value });
    if (this.#entries.size > this.capacity) {
      const coldest = this.#entries.keys().next().value;
      if (coldest !== undefined) this.#entries.delete(coldest);
    }
  }

  /** The stored value for this version, else `build()`'s, stored. Concurrent misses share one build. */
  async through(key: string, version: string, build: () => Promise<T>): Promise<T> {
    const hit = this.get(key, version);
    if (hit !== undefined) return hit;
    const flightKey = `${key}\u0000${version}`;
    let flight = this.#building.get(flightKey);
    if (!flight) {
      flight = build().finally(() => this.#building.delete(flightKey));
      this.#building.set(flightKey, flight);
    }
    const value = await flight;
    this.set(key, version, value);
    return value;
  }

  get size(): number {
    return this.#entries.size;
  }
}
