import { readdirSync, readFileSync } from 'node:fs';
import {
  addressPoint,
  distance,
  distanceToLine,
  FIXTURES,
  intersection,
  loadStreets,
  parseAddress,
  segment,
  streetKey,
  type Point,
  type Street,
} from './geometry.js';

/*
 * The labelled set (fixtures/matching-eval): companies, properties, sources, meetings (cases.json) and agenda items
 * with their expected alerts (items-*.json). Loading validates every reference, and `checkLabels` proves the labels
 * of located items against the geography: an item at a property's address is urgent for it, a property within the
 * near radius is high, one further out but within the outer radius is normal, and no property lies in the margins
 * around those radii where a label would depend on rounding.
 */

export type Severity = 'urgent' | 'high' | 'normal';
export const SEVERITIES: Severity[] = ['urgent', 'high', 'normal'];

export interface EvalCompany {
  id: string;
  name: string;
}

export interface EvalProperty {
  id: string;
  company: string;
  name: string;
  address: string;
  city: string;
  lat: number;
  lng: number;
  applicationNumbers?: string[];
}

export interface EvalSource {
  id: string;
  format: 'tmmis' | 'escribe';
  portal?: string;
  municipality: string;
  /** The member municipalities the labels assume for a regional body. */
  members?: string[];
}

export interface EvalMeeting {
  id: string;
  source: string;
  committee: string;
  /** Days from today (the connectors fetch a window around the real clock). */
  day: number;
}

/** Where an item's site is, for the label check (and nothing else: the app never sees it). */
export type Site =
  | { address: string; city: string }
  | { segment: [string, string, string]; city: string }
  | { intersection: [string, string]; city: string }
  | { point: [number, number] };

export type Expectation = [string, Severity] | { all: string[]; severity: Severity; except?: string[] };

export interface EvalItem {
  id: string;
  kind: string;
  meeting: string;
  title: string;
  description?: string;
  /** eSCRIBE only: the item's French text, on the meeting's French agenda page (a bilingual portal's). */
  titleFr?: string;
  descriptionFr?: string;
  /** eSCRIBE only: the item is on the French agenda page alone (its title and description are French). */
  frenchOnly?: boolean;
  /** Text of the report attached to the item (a PDF the connector links and the extractor reads). */
  report?: string;
  /** TMMIS only: the structured address of agendaItemAddress, with its coordinates when `coordinates` is set. */
  tmmisAddress?: string;
  coordinates?: [number, number];
  /** TMMIS only: planningApplicationNumber. */
  applicationNumber?: string;
  site?: Site;
  expect: Expectation[];
  /** Why the label is what it is, for a reader. */
  note?: string;
}

export interface EvalSet {
  companies: EvalCompany[];
  properties: EvalProperty[];
  sources: EvalSource[];
  meetings: EvalMeeting[];
  items: EvalItem[];
}

/** The near radius of the severity rules and the outer radius of distance matching, in metres. */
export const NEAR_RADIUS = 400;
export const OUTER_RADIUS = 1000;
/** Distances within this margin of a radius are not allowed in the set: their label would hang on rounding. */
const MARGINS: Array<[number, number]> = [
  [370, 430],
  [950, 1050],
];

export function loadEvalSet(): EvalSet {
  const base = JSON.parse(readFileSync(new URL('cases.json', FIXTURES), 'utf8')) as Omit<EvalSet, 'items'>;
  const items: EvalItem[] = [];
  for (const file of readdirSync(FIXTURES)
    .filter((f) => /^items-.*\.json$/.test(f))
    .sort()) {
    items.push(...(JSON.parse(readFileSync(new URL(file, FIXTURES), 'utf8')) as { items: EvalItem[] }).items);
  }
  const set = { ...base, items };
  validate(set);
  return set;
}

function validate(set: EvalSet) {
  const fail = (message: string) => {
    throw new Error(`matching-eval fixtures: ${message}`);
  };
  const unique = (ids: string[], what: string) => {
    const seen = new Set<string>();
    for (const id of ids) {
      if (seen.has(id)) fail(`duplicate ${what} id ${id}`);
      seen.add(id);
    }
  };
  unique(
    set.companies.map((c) => c.id),
    'company',
  );
  unique(
    set.properties.map((p) => p.id),
    'property',
  );
  unique(
    set.sources.map((s) => s.id),
    'source',
  );
  unique(
    set.meetings.map((m) => m.id),
    'meeting',
  );
  unique(
    set.items.map((i) => i.id),
    'item',
  );
  for (const p of set.properties) {
    if (!set.companies.some((c) => c.id === p.company)) fail(`property ${p.id}: unknown company ${p.company}`);
    if (typeof p.lat !== 'number' || typeof p.lng !== 'number')
      fail(`property ${p.id} has no coordinates (run generate.ts)`);
  }
  for (const m of set.meetings)
    if (!set.sources.some((s) => s.id === m.source)) fail(`meeting ${m.id}: unknown source ${m.source}`);
  const cities = new Set(set.properties.map((p) => p.city));
  for (const item of set.items) {
    const meeting = set.meetings.find((m) => m.id === item.meeting);
    if (!meeting) fail(`item ${item.id}: unknown meeting ${item.meeting}`);
    const source = set.sources.find((s) => s.id === meeting!.source)!;
    if (source.format !== 'tmmis' && (item.tmmisAddress || item.coordinates || item.applicationNumber))
      fail(`item ${item.id}: only TMMIS items carry structured addresses, coordinates or application numbers`);
    if (!item.kind) fail(`item ${item.id} has no kind`);
    for (const e of item.expect) {
      if (Array.isArray(e)) {
        if (!set.properties.some((p) => p.id === e[0])) fail(`item ${item.id}: unknown property ${e[0]}`);
        if (!SEVERITIES.includes(e[1])) fail(`item ${item.id}: unknown severity ${e[1]}`);
      } else {
        for (const city of e.all) if (!cities.has(city)) fail(`item ${item.id}: no property in ${city}`);
        if (!SEVERITIES.includes(e.severity)) fail(`item ${item.id}: unknown severity ${e.severity}`);
      }
    }
  }
}

/** The expected (property id -> severity) of an item, the `all` shorthands expanded (an explicit pair wins). */
export function expectedOf(set: EvalSet, item: EvalItem): Map<string, Severity> {
  const out = new Map<string, Severity>();
  for (const e of item.expect) {
    if (Array.isArray(e)) continue;
    for (const p of set.properties) if (e.all.includes(p.city) && !e.except?.includes(p.id)) out.set(p.id, e.severity);
  }
  for (const e of item.expect) if (Array.isArray(e)) out.set(e[0], e[1]);
  return out;
}

/** The site of an item as a point or line of points. */
export function siteGeometry(streets: Street[], site: Site): Point[] {
  if ('point' in site) return [{ lat: site.point[0], lng: site.point[1] }];
  if ('address' in site) return [addressPoint(streets, site.city, site.address)];
  if ('intersection' in site) return [intersection(streets, site.city, site.intersection[0], site.intersection[1])];
  return segment(streets, site.city, site.segment[0], site.segment[1], site.segment[2]);
}

const sameAddress = (property: EvalProperty, site: Site) => {
  if (!('address' in site) || site.city !== property.city) return false;
  const a = parseAddress(property.address);
  const b = parseAddress(site.address);
  return (
    a.number === b.number && streetKey(a.street) === streetKey(b.street) && (!a.unit || !b.unit || a.unit === b.unit)
  );
};

const normalizeApplication = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** What the severity rules say for each property about a located item (distances computed, never guessed). */
export function derivedLabels(
  set: EvalSet,
  item: EvalItem,
  streets: Street[] = loadStreets(),
): Array<{ property: EvalProperty; meters: number; severity: Severity | null }> {
  if (!item.site) return [];
  const line = siteGeometry(streets, item.site);
  const text = normalizeApplication(
    `${item.title} ${item.description ?? ''} ${item.report ?? ''} ${item.applicationNumber ?? ''}`,
  );
  return set.properties.map((p) => {
    const meters = distanceToLine(p, line);
    const carried = (p.applicationNumbers ?? []).some((n) => text.includes(normalizeApplication(n)));
    let severity: Severity | null = null;
    if (sameAddress(p, item.site!) || carried) severity = 'urgent';
    else if (meters <= NEAR_RADIUS) severity = 'high';
    else if (meters <= OUTER_RADIUS) severity = 'normal';
    return { property: p, meters, severity };
  });
}

/** Problems of the labels of located items (empty when every label agrees with the geography). */
export function checkLabels(set: EvalSet): string[] {
  const streets = loadStreets();
  const problems: string[] = [];
  for (const p of set.properties) {
    const at = addressPoint(streets, p.city, p.address);
    if (distance(at, p) > 2) problems.push(`property ${p.id}: coordinates are not its address point (run generate.ts)`);
  }
  for (const item of set.items) {
    if (!item.site) continue;
    const expected = expectedOf(set, item);
    for (const { property: p, meters: d, severity: derived } of derivedLabels(set, item, streets)) {
      const label = expected.get(p.id);
      const where = `item ${item.id}, property ${p.id} (${Math.round(d)} m)`;
      if (MARGINS.some(([lo, hi]) => d > lo && d < hi))
        problems.push(`${where}: within a margin of a radius, move the item`);
      if ((label ?? null) !== derived)
        problems.push(`${where}: labelled ${label ?? 'nothing'}, the geography says ${derived ?? 'nothing'}`);
    }
  }
  return problems;
}
