import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.ts';

describe('SQLite statements kept for reuse', () => {
  const database = new SQLite(':memory:');
  database.exec('create table t (n integer); insert into t values (1), (2), (3);');
  afterEach(() => database.exec('delete from t where n > 3'));

  it('a statement run again is the one prepared the first time, with the new parameters', () => {
    const cached = withStatementCache(database);
    const first = cached.prepare('select n from t where n >= ? order by n');
    expect(first.all([2])).toEqual([{ n: 2 }, { n: 3 }]);
    const again = cached.prepare('select n from t where n >= ? order by n');
    expect(again).toBe(first);
    expect(again.all([3])).toEqual([{ n: 3 }]);
  });

  it('a statement still being read row by row is not handed out a second time', () => {
    const cached = withStatementCache(database);
    const sql = 'select n from t order by n';
    const reading = cached.prepare(sql).iterate([]);
    expect(reading.next().value).toEqual({ n: 1 });
    const meanwhile = cached.prepare(sql);
    expect(meanwhile.all([])).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect([...reading]).toEqual([{ n: 2 }, { n: 3 }]);
  });

  it('a row written since is in the next answer of a kept statement', () => {
    const cached = withStatementCache(database);
    const count = () => cached.prepare('select count(*) as c from t').all([]);
    expect(count()).toEqual([{ c: 3 }]);
    cached.prepare('insert into t values (?)').run([4]);
    expect(count()).toEqual([{ c: 4 }]);
  });

  it('past its capacity the statement used longest ago is prepared afresh', () => {
    const cached = withStatementCache(database, 2);
    const a = cached.prepare('select 1 as a');
    const b = cached.prepare('select 2 as b');
    expect(cached.prepare('select 1 as a')).toBe(a); // a is now the most recent
    cached.prepare('select 3 as c'); // b goes
    expect(cached.prepare('select 1 as a')).toBe(a);
    expect(cached.prepare('select 2 as b')).not.toBe(b);
  });
});
