import pg from 'pg';
import { currentTenant } from './tenant-context.js';

/** The role the API's queries run as: no table owner, no BYPASSRLS (created and granted by migration 0015). */
export const APP_ROLE = 'parcelwatch_app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const state = Symbol('tenant state');

type TenantClient = pg.PoolClient & { [state]?: string };
type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  release: (err?: Error | boolean) => void,
) => void;

/** The settings of the current async context, as written to the connection. */
function wanted(): { companyId: string; system: string } {
  const store = currentTenant();
  const companyId = store?.companyId && UUID.test(store.companyId) ? store.companyId : '';
  return { companyId, system: store?.system ? 'on' : '' };
}

/**
 * A node-postgres pool whose every checkout (a single query, or a whole Drizzle transaction) runs as APP_ROLE
 * with the tenant of the current async context (tenant-context.ts). The settings are session-level and
 * rewritten whenever they differ from what the connection last had, so a connection never carries one
 * request's tenant into another's; the extra round trip is skipped when the tenant is unchanged.
 * Drizzle recognizes this as a Pool (`instanceof`), so transactions check out a client here too.
 */
export class TenantPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    // Read synchronously: the caller's context, not the one of whoever frees a connection later.
    const target = wanted();
    const key = `${target.companyId}|${target.system}`;
    const ready = super.connect().then(async (client: TenantClient) => {
      if (client[state] === key) return client;
      try {
        await client.query(
          "select set_config('role', $1, false), set_config('app.company_id', $2, false), set_config('app.system', $3, false)",
          [APP_ROLE, target.companyId, target.system],
        );
      } catch (error) {
        client.release(error as Error);
        throw error;
      }
      client[state] = key;
      return client;
    });
    if (!callback) return ready;
    ready.then(
      (client) => callback(undefined, client, (err) => client.release(err)),
      (error: Error) => callback(error, undefined, () => undefined),
    );
  }
}
