import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Whose rows the database shows to the current piece of work (PostgreSQL row-level security, migration 0015).
 * - a request starts with no tenant; `authenticate` sets its company once the bearer token is verified;
 * - `withTenant` runs background work for one company;
 * - `asSystem` runs the few things that must span companies (login by e-mail, the matching engine, ...), each
 *   with a reason, so every such place can be found by searching for `asSystem(`.
 * With no context at all, tenant tables show no rows. PGlite ignores all of this (one superuser, no RLS).
 */
export interface TenantStore {
  companyId: string | null;
  /** Why this work may read every company's rows; null outside a system context. */
  system: string | null;
}

const storage = new AsyncLocalStorage<TenantStore>();

export function currentTenant(): TenantStore | undefined {
  return storage.getStore();
}

/**
 * Runs `fn` inside `store`. A Drizzle query is lazy (it starts when `.then` is called), so a thenable result is
 * started here, inside the context, rather than by the caller's `await` outside it.
 */
function runIn<T>(store: TenantStore, fn: () => T | PromiseLike<T>): Promise<T> {
  return storage.run(store, () => {
    try {
      const result = fn();
      if (result && typeof (result as PromiseLike<T>).then === 'function') {
        return new Promise<T>((resolve, reject) => (result as PromiseLike<T>).then(resolve, reject));
      }
      return Promise.resolve(result as T);
    } catch (error) {
      return Promise.reject(error);
    }
  });
}

/** Runs `fn` with the rows of one company visible. */
export function withTenant<T>(companyId: string, fn: () => T | PromiseLike<T>): Promise<T> {
  return runIn({ companyId, system: null }, fn);
}

/** Runs `fn` with every company's rows visible. Keep `fn` narrow: look up, then continue in withTenant. */
export function asSystem<T>(reason: string, fn: () => T | PromiseLike<T>): Promise<T> {
  return runIn({ companyId: null, system: reason }, fn);
}

/** Runs `fn` with no tenant (tenant tables show nothing): the start of every request. */
export function withoutTenant<T>(fn: () => T): T {
  return storage.run({ companyId: null, system: null }, fn);
}

/** The request's store, mutated once authentication knows the company (see plugins/external/tenant.ts). */
export function setRequestTenant(companyId: string): void {
  const store = storage.getStore();
  if (store && store.system === null) store.companyId = companyId;
}
