import type { Db } from '../db/client.js';
import { asSystem } from '../db/tenant-context.js';
import { matchAreas } from '../areas/match.js';
import type { PoliteFetch } from '../pipeline/connectors/http.js';
import { alertApplicationSteps, alertNewApplications, type ApplicationAlertOptions } from './alerts.js';
import { joinAgendaItems, joinDecisions } from './joins.js';
import { readRegistrySource, type RegistryReadResult, type RegistrySourceRow } from './read-source.js';

/*
 * The applications service: a registry read with what follows it (the joins of agenda items and tribunal decisions
 * onto new files, the alerts of new files and the updates of their later steps), and the joins of newly ingested
 * agenda items and decisions. Alerts cross companies: the matching runs in a named system context.
 */
export interface ApplicationsService {
  readRegistry(row: RegistrySourceRow, fetch: PoliteFetch): Promise<RegistryReadResult & { alertIds: number[] }>;
  /** Agenda items ingested: joined to their files; answers the alerts created (updates on the files' threads). */
  itemsIngested(itemIds: number[]): Promise<number[]>;
  decisionsIngested(decisionIds: number[]): Promise<number[]>;
  /** New applications (by id) against every property and every area watch. */
  alertNew(ids: number[]): Promise<number[]>;
}

export function createApplicationsService(deps: { db: Db; alerts: ApplicationAlertOptions }): ApplicationsService {
  const { db } = deps;
  const system = <T>(reason: string, fn: () => Promise<T>) => asSystem(`applications: ${reason}`, fn);
  const service: ApplicationsService = {
    async readRegistry(row, fetch) {
      const result = await readRegistrySource(db, row, fetch);
      const alertIds: number[] = [];
      alertIds.push(...(await service.alertNew(result.created)));
      if (result.created.length) {
        // Steps told by agenda items and decisions already stored, onto the new files.
        const items = await joinAgendaItems(db, null, new Date(), row.municipalityId);
        const decisions = await joinDecisions(db, null);
        result.newSteps.push(...items.newSteps, ...decisions.newSteps);
      }
      alertIds.push(...(await system('updates of later steps', () => alertApplicationSteps(db, result.newSteps))));
      return { ...result, alertIds };
    },
    alertNew: (ids) =>
      system('new applications against every property and area', async () => [
        ...(await alertNewApplications(db, ids, deps.alerts)),
        ...(await matchAreas(db, ids)),
      ]),
    async itemsIngested(itemIds) {
      const { newSteps } = await joinAgendaItems(db, itemIds);
      return system('updates of later steps', () => alertApplicationSteps(db, newSteps));
    },
    async decisionsIngested(decisionIds) {
      const { newSteps } = await joinDecisions(db, decisionIds);
      return system('updates of later steps', () => alertApplicationSteps(db, newSteps));
    },
  };
  return service;
}
