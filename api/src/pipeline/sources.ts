import type { PipelineConfig } from '../config/index.js';
import type { Connector } from './records.js';
import type { PoliteFetch } from './connectors/http.js';
import { escribeConnector } from './connectors/escribe.js';
import { canliiConnector } from './connectors/canlii.js';
import { eroConnector } from './connectors/ero.js';
import { mayoralConnector } from './connectors/mayoral.js';
import { orrConnector } from './connectors/orr.js';
import { tmmisConnector } from './connectors/tmmis.js';

/** Municipality names of known eSCRIBE portals; others use the portal name. */
const ESCRIBE_MUNICIPALITIES: Record<string, string> = {
  trca: 'Toronto and Region Conservation Authority',
  mississauga: 'Mississauga',
  ottawa: 'Ottawa',
  hamilton: 'Hamilton',
  brampton: 'Brampton',
  markham: 'Markham',
  vaughan: 'Vaughan',
  oakville: 'Oakville',
  burlington: 'Burlington',
  // Upper-tier regions (pub-<name>.escribemeetings.com): their items reach their member municipalities (migration 0024).
  peelregion: 'Peel Region',
  yorkregion: 'York Region',
  durhamregion: 'Durham Region',
  halton: 'Halton Region',
};

/** The configured sources by name ('escribe:trca', ...), each fetching through `politeFetch`. */
export function buildConnectors(cfg: PipelineConfig, politeFetch: PoliteFetch): Map<string, Connector> {
  const connectors = new Map<string, Connector>();
  for (const portal of cfg.escribePortals) {
    const c = escribeConnector({
      portal: portal.name,
      municipality:
        ESCRIBE_MUNICIPALITIES[portal.name] ??
        portal.name.replace(/(^|[-_])(\w)/g, (_, sep: string, ch: string) => (sep ? ' ' : '') + ch.toUpperCase()),
      baseUrl: portal.baseUrl,
      timeZone: portal.timeZone,
      fetch: politeFetch,
    });
    connectors.set(c.source, c);
  }
  // The registries: provincial proposals, tribunal decisions (only with a CanLII key) and mayoral decisions.
  const registries: Connector[] = [
    eroConnector({ baseUrl: cfg.eroBaseUrl, fetch: politeFetch }),
    orrConnector({ baseUrl: cfg.orrBaseUrl, fetch: politeFetch }),
    ...(cfg.canliiApiKey
      ? ['onlt', 'onltb'].map((database) =>
          canliiConnector({ database, baseUrl: cfg.canliiBaseUrl, apiKey: cfg.canliiApiKey!, fetch: politeFetch }),
        )
      : []),
    mayoralConnector({ municipality: 'Toronto', registerUrl: cfg.mayoralDecisionsUrl, fetch: politeFetch }),
  ];
  for (const c of registries) connectors.set(c.source, c);
  {
    // Background files are on www.toronto.ca/legdocs for the real site; a mirror (or loopback) serves its own.
    const tmmisUrl = new URL(cfg.tmmisBaseUrl);
    const legdocsBase =
      tmmisUrl.hostname === 'secure.toronto.ca' ? 'https://www.toronto.ca/legdocs' : `${tmmisUrl.origin}/legdocs`;
    const c = tmmisConnector({ baseUrl: cfg.tmmisBaseUrl, legdocsBase, fetch: politeFetch });
    connectors.set(c.source, c);
  }
  return connectors;
}
