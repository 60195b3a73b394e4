import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { cachePreparedStatements } from '../../src/platform/database/sqlite-statement-cache';

const open: Database.Database[] = [];
function database(size?: number): Database.Database {
  const db = new Database(':memory:');
  open.push(db);
  cachePreparedStatements(db, size);
  db.prepare('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)').run();
  return db;
}
afterEach(() => {
  for (const db of open.splice(0)) db.close();
});

describe('cachePreparedStatements', () => {
  it('returns the same statement for the same text and runs it again with new bindings', () => {
    const db = database();
    const insert = db.prepare('INSERT INTO t (name) VALUES (?)');
    expect(db.prepare('INSERT INTO t (name) VALUES (?)')).toBe(insert);
    insert.run('a');
    db.prepare('INSERT INTO t (name) VALUES (?)').run('b');
    const select = db.prepare('SELECT name FROM t WHERE id > ? ORDER BY id');
    expect(select.all(0)).toEqual([{ name: 'a' }, { name: 'b' }]);
    expect(db.prepare('SELECT name FROM t WHERE id > ? ORDER BY id').all(1)).toEqual([{ name: 'b' }]);
  });

  it('keeps only the most recently used statements', () => {
    const db = database(2);
    const first = db.prepare('SELECT 1');
    const second = db.prepare('SELECT 2');
    // A hit makes `SELECT 1` the most recent, so the third text evicts `SELECT 2`.
    expect(db.prepare('SELECT 1')).toBe(first);
    db.prepare('SELECT 3');
    expect(db.prepare('SELECT 1')).toBe(first);
    expect(db.prepare('SELECT 2')).not.toBe(second);
  });

  it('still answers after the schema changes under a kept statement', () => {
    const db = database();
    db.prepare('INSERT INTO t (name) VALUES (?)').run('a');
    const select = db.prepare('SELECT * FROM t');
    expect(select.all()).toEqual([{ id: 1, name: 'a' }]);
    db.prepare('ALTER TABLE t ADD COLUMN size INTEGER').run();
    expect(db.prepare('SELECT * FROM t').all()).toEqual([{ id: 1, name: 'a', size: null }]);
  });

  it('does not keep a text that fails to prepare', () => {
    const db = database();
    expect(() => db.prepare('SELECT * FROM missing')).toThrow(/no such table/);
    db.prepare('CREATE TABLE missing (id INTEGER)').run();
    expect(db.prepare('SELECT * FROM missing').all()).toEqual([]);
  });
});
