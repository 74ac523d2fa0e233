/**
 * Prepared statements kept per database handle and name: built on first use, then reused, so that PostgreSQL
 * plans each once per connection instead of on every request. Keyed by the handle (a WeakMap), because a statement
 * belongs to the pool or PGlite instance it was prepared on (the alerts list uses `Database.statements`, the
 * meetings list `db`).
 */
const cache = new WeakMap<object, Map<string, unknown>>();

export function cachedStatement<T>(db: object, name: string, build: () => T): T {
  let byName = cache.get(db);
  if (!byName) cache.set(db, (byName = new Map()));
  if (!byName.has(name)) byName.set(name, build());
  return byName.get(name) as T;
}
