import type { RegistrySourceRow } from '../applications/read-source.js';
import type { PoliteFetch } from './connectors/http.js';
import type { Connector } from './records.js';

/*
 * An application registry (connector 'ckan' or 'arcgis', docs/applications.md "Registries") as a pipeline
 * connector: its run reads the registry into the applications through `registries.readRegistry` (the applications
 * service: the read, the joins of stored agenda items and decisions onto new files, their alerts), so that the
 * registry is scheduled, polled, paused and health-checked like every other source. It hands no records to the
 * pipeline's store; what the read wrote and the alerts it raised are kept in `outcome`.
 */
export interface RegistryReader {
  readRegistry(
    row: RegistrySourceRow,
    fetch: PoliteFetch,
  ): Promise<{ rows: number; written: number; alertIds: number[] }>;
}

export interface RegistryRunOutcome {
  rows: number;
  written: number;
  alertIds: number[];
}

export function registryConnector(
  row: RegistrySourceRow,
  reader: RegistryReader,
  fetch: PoliteFetch,
): { connector: Connector; outcome: RegistryRunOutcome } {
  const outcome: RegistryRunOutcome = { rows: 0, written: 0, alertIds: [] };
  const connector: Connector = {
    source: row.name,
    async fetchSince() {
      const result = await reader.readRegistry(row, fetch);
      Object.assign(outcome, { rows: result.rows, written: result.written, alertIds: result.alertIds });
      return { records: [], cursor: null };
    },
  };
  return { connector, outcome };
}
