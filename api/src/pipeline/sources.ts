import type { PipelineConfig } from '../config/index.js';
import type { SourceKind } from '../db/schema/index.js';
import type { Connector } from './records.js';
import type { PoliteFetch } from './connectors/http.js';
import { DEFAULT_ESCRIBE_TIME_ZONE, escribeConnector } from './connectors/escribe.js';
import { canliiConnector } from './connectors/canlii.js';
import { eroConnector } from './connectors/ero.js';
import { mayoralConnector } from './connectors/mayoral.js';
import { orrConnector } from './connectors/orr.js';
import { tmmisConnector } from './connectors/tmmis.js';

/*
 * The sources as rows (the `sources` table, docs/sources.md): what the environment's variables seed on start
 * (envSources), and the connector that reads one row (connectorFor). A run builds its connector from the row it
 * reads at that moment, so an operator's change reaches every instance and worker without a restart.
 */

/** The connectors a source row can name. */
export const CONNECTORS = ['escribe', 'tmmis', 'ero', 'orr', 'canlii', 'mayoral', 'ckan', 'arcgis'] as const;
export type ConnectorName = (typeof CONNECTORS)[number];

/**
 * The connectors of application registries (docs/applications.md "Registries"): a run of one reads the registry
 * into the applications (applications/read-source.ts) through the pipeline's polite fetch, rather than handing
 * records to the pipeline's store.
 */
export const REGISTRY_CONNECTORS: readonly string[] = ['ckan', 'arcgis'];
export const isRegistryConnector = (connector: string) => REGISTRY_CONNECTORS.includes(connector);

/** A source as the environment describes it: upserted on start with origin 'env'. */
export interface SourceSeed {
  name: string;
  connector: ConnectorName;
  kind: SourceKind;
  baseUrl: string;
  timeZone: string;
  /** The municipality (region, conservation authority) whose items it brings, by name; null: province-wide. */
  municipalityName: string | null;
}

/** Municipality names of known eSCRIBE portals, and what each brings; others are a council named after the portal. */
const ESCRIBE_PORTALS: Record<string, { municipality: string; kind: SourceKind }> = {
  trca: { municipality: 'Toronto and Region Conservation Authority', kind: 'conservation' },
  mississauga: { municipality: 'Mississauga', kind: 'council' },
  ottawa: { municipality: 'Ottawa', kind: 'council' },
  hamilton: { municipality: 'Hamilton', kind: 'council' },
  brampton: { municipality: 'Brampton', kind: 'council' },
  london: { municipality: 'London', kind: 'council' },
  kitchener: { municipality: 'Kitchener', kind: 'council' },
  markham: { municipality: 'Markham', kind: 'council' },
  vaughan: { municipality: 'Vaughan', kind: 'council' },
  oakville: { municipality: 'Oakville', kind: 'council' },
  burlington: { municipality: 'Burlington', kind: 'council' },
  // Upper-tier regions (pub-<name>.escribemeetings.com): their items reach their member municipalities (migration 0024).
  peelregion: { municipality: 'Peel Region', kind: 'regional' },
  yorkregion: { municipality: 'York Region', kind: 'regional' },
  durhamregion: { municipality: 'Durham Region', kind: 'regional' },
  halton: { municipality: 'Halton Region', kind: 'regional' },
};

/** 'oak-ridges' -> 'Oak Ridges': the municipality of a portal that is not in the list above. */
const titleOf = (portal: string) =>
  portal.replace(/(^|[-_])(\w)/g, (_, sep: string, ch: string) => (sep ? ' ' : '') + ch.toUpperCase());

/** The municipality name and kind of an eSCRIBE portal named `portal` ('trca', 'guelph'). */
export function escribePortalDefaults(portal: string): { municipality: string; kind: SourceKind } {
  return ESCRIBE_PORTALS[portal] ?? { municipality: titleOf(portal), kind: 'council' };
}

/** The sources the environment names (ESCRIBE_PORTALS, TMMIS_BASE_URL, ERO_BASE_URL, ...), as rows to seed. */
export function envSources(cfg: PipelineConfig): SourceSeed[] {
  const seeds: SourceSeed[] = cfg.escribePortals.map((portal) => {
    const { municipality, kind } = escribePortalDefaults(portal.name);
    return {
      name: `escribe:${portal.name}`,
      connector: 'escribe',
      kind,
      baseUrl: portal.baseUrl,
      timeZone: portal.timeZone,
      municipalityName: municipality,
    };
  });
  const province = { timeZone: DEFAULT_ESCRIBE_TIME_ZONE, municipalityName: null };
  const toronto = { timeZone: DEFAULT_ESCRIBE_TIME_ZONE, municipalityName: 'Toronto' };
  seeds.push(
    { name: 'tmmis:toronto', connector: 'tmmis', kind: 'council', baseUrl: cfg.tmmisBaseUrl, ...toronto },
    { name: 'ero', connector: 'ero', kind: 'provincial', baseUrl: cfg.eroBaseUrl, ...province },
    { name: 'orr', connector: 'orr', kind: 'provincial', baseUrl: cfg.orrBaseUrl, ...province },
  );
  // The tribunal's decisions only with a CanLII key (the key stays in the environment, never in the table).
  if (cfg.canliiApiKey)
    for (const database of ['onlt', 'onltb'])
      seeds.push({
        name: `canlii:${database}`,
        connector: 'canlii',
        kind: 'tribunal',
        baseUrl: cfg.canliiBaseUrl,
        ...province,
      });
  seeds.push({
    name: 'mayoral:toronto',
    connector: 'mayoral',
    kind: 'mayoral',
    baseUrl: cfg.mayoralDecisionsUrl,
    ...toronto,
  });
  // Toronto Open Data's application registries (Committee of Adjustment, Development Applications): Toronto's
  // applications, read like every other source (scheduled and polled with INGEST_ENABLED, paused by an operator).
  seeds.push({
    name: 'ckan:toronto',
    connector: 'ckan',
    kind: 'applications',
    baseUrl: cfg.torontoOpenDataUrl,
    ...toronto,
  });
  return seeds;
}

/** What a connector needs of a source row. */
export interface SourceRowLike {
  name: string;
  connector: string;
  baseUrl: string;
  timeZone: string;
}

/**
 * The connector that reads `row`, fetching through `politeFetch`. `municipalityName` is the row's municipality's
 * name (null when it has none), under which its meetings are stored.
 */
export function connectorFor(
  row: SourceRowLike,
  municipalityName: string | null,
  cfg: PipelineConfig,
  politeFetch: PoliteFetch,
): Connector {
  const suffix = row.name.includes(':') ? row.name.slice(row.name.indexOf(':') + 1) : '';
  let connector: Connector;
  switch (row.connector) {
    case 'escribe':
      connector = escribeConnector({
        portal: suffix,
        municipality: municipalityName ?? escribePortalDefaults(suffix).municipality,
        baseUrl: row.baseUrl,
        timeZone: row.timeZone,
        fetch: politeFetch,
        nearRefreshMs: cfg.nearRefreshMs,
      });
      break;
    case 'tmmis': {
      // Background files are on www.toronto.ca/legdocs for the real site; a mirror (or loopback) serves its own.
      const url = new URL(row.baseUrl);
      const legdocsBase =
        url.hostname === 'secure.toronto.ca' ? 'https://www.toronto.ca/legdocs' : `${url.origin}/legdocs`;
      connector = tmmisConnector({
        baseUrl: row.baseUrl,
        legdocsBase,
        fetch: politeFetch,
        nearRefreshMs: cfg.nearRefreshMs,
        listsRefreshMs: cfg.listsRefreshMs,
      });
      break;
    }
    case 'ero':
      connector = eroConnector({ baseUrl: row.baseUrl, fetch: politeFetch });
      break;
    case 'orr':
      connector = orrConnector({ baseUrl: row.baseUrl, fetch: politeFetch });
      break;
    case 'canlii':
      if (!cfg.canliiApiKey) throw new Error(`${row.name}: CANLII_API_KEY is not set`);
      connector = canliiConnector({
        database: suffix,
        baseUrl: row.baseUrl,
        apiKey: cfg.canliiApiKey,
        fetch: politeFetch,
      });
      break;
    case 'mayoral':
      connector = mayoralConnector({
        municipality: municipalityName ?? titleOf(suffix),
        registerUrl: row.baseUrl,
        fetch: politeFetch,
      });
      break;
    default:
      throw new Error(`${row.name}: unknown connector ${row.connector}`);
  }
  // The name is the key of the source's status and of its stored records: a connector must write under it.
  if (connector.source !== row.name)
    throw new Error(`${row.name}: its ${row.connector} connector reads as ${connector.source}`);
  return connector;
}
