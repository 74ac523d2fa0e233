import { basename } from 'node:path';
import { sql } from 'drizzle-orm';
import { parseStreetName, streetKey } from './grammar.js';
import { arrayLiteral } from '../db/array-literal.js';
import type { Db } from '../db/client.js';
import { cityResolver, type CityResolver } from './cities.js';
import { readCsv } from './csv.js';
import { statCanLambertToLatLng } from './lambert.js';

/*
 * `npm run addresses:import -- <file>`: loads an address file into the address index (address_points).
 * Two layouts, told apart by their header:
 * - OpenAddresses: LON,LAT,NUMBER,STREET,UNIT,CITY,DISTRICT,REGION,POSTCODE,ID,HASH (WGS84 degrees).
 * - Statistics Canada's National Address Register address files: CIVIC_NO, CIVIC_NO_SUFFIX, APT_NO_LABEL,
 *   OFFICIAL_STREET_NAME/TYPE/DIR, CSD_ENG_NAME, MAIL_MUN_NAME, MAIL_POSTAL_CODE, PROV_CODE and the building's
 *   point BG_X/BG_Y in Statistics Canada Lambert (EPSG:3347, converted here). Columns are found by name: releases
 *   have inserted columns before.
 * The file is streamed and written in batches, so a whole-province file takes the memory of one batch.
 * Rows are skipped (and counted) when their city is not a known municipality, they are outside Ontario, or a
 * number, street or point is missing or unreadable. Importing a source again replaces its rows.
 */

export type AddressFormat = 'openaddresses' | 'nar' | 'auto';

export interface ImportOptions {
  format?: AddressFormat;
  /** The rows' source name (default: the layout and the file name, e.g. 'openaddresses:on-peel.csv'). */
  source?: string;
  /** Called after each written batch with the rows read so far. */
  onProgress?: (rows: number) => void;
}

const BATCH = 2000;
/** Ontario with a margin: a point outside is a broken row, not an address we can use. */
const inOntario = (lat: number, lng: number) => lat >= 41.5 && lat <= 57 && lng >= -95.3 && lng <= -74.2;

interface Row {
  municipalityId: number;
  number: string;
  streetKey: string;
  unit: string | null;
  postcode: string | null;
  lat: number;
  lng: number;
}

type RowReader = (fields: string[]) => Row | null;

function column(header: string[], ...names: string[]): number {
  for (const name of names) {
    const i = header.indexOf(name);
    if (i >= 0) return i;
  }
  return -1;
}

const cleanNumber = (value: string | undefined) => {
  const number = (value ?? '').trim().toLowerCase().replace(/\s+/g, '');
  return /^\d{1,6}[a-z]?$/.test(number) ? number : null;
};
const nonEmpty = (value: string | undefined) => (value?.trim() ? value.trim() : null);
const postcodeOf = (value: string | undefined) => {
  const compact = (value ?? '').toUpperCase().replace(/\s+/g, '');
  return /^[A-Z]\d[A-Z]\d[A-Z]\d$/.test(compact) ? `${compact.slice(0, 3)} ${compact.slice(3)}` : null;
};

function openAddressesReader(header: string[], cities: CityResolver): RowReader {
  const [lon, lat, number, street, unit, city, district, region, postcode] = [
    'LON',
    'LAT',
    'NUMBER',
    'STREET',
    'UNIT',
    'CITY',
    'DISTRICT',
    'REGION',
    'POSTCODE',
  ].map((n) => column(header, n)) as number[];
  if (lon! < 0 || lat! < 0 || number! < 0 || street! < 0)
    throw new Error('not an OpenAddresses file: LON, LAT, NUMBER and STREET columns are needed');
  return (f) => {
    const province = nonEmpty(f[region!]);
    if (province && !/^(on|ont|ontario)$/i.test(province)) return null;
    const y = Number(f[lat!]);
    const x = Number(f[lon!]);
    const n = cleanNumber(f[number!]);
    const s = parseStreetName(f[street!] ?? '');
    const municipalityId = cities.resolve(f[city!], f[district!]);
    if (!n || !s || municipalityId === null || !f[lat!]?.trim() || !f[lon!]?.trim() || !inOntario(y, x)) return null;
    return {
      municipalityId,
      number: n,
      streetKey: streetKey(s),
      unit: nonEmpty(f[unit!]),
      postcode: postcodeOf(f[postcode!]),
      lat: y,
      lng: x,
    };
  };
}

function narReader(header: string[], cities: CityResolver): RowReader {
  const c = (...names: string[]) => column(header, ...names);
  const civic = c('CIVIC_NO');
  const suffix = c('CIVIC_NO_SUFFIX');
  const apt = c('APT_NO_LABEL');
  const [name, type, dir] = [c('OFFICIAL_STREET_NAME'), c('OFFICIAL_STREET_TYPE'), c('OFFICIAL_STREET_DIR')];
  const [mailName, mailType, mailDir] = [c('MAIL_STREET_NAME'), c('MAIL_STREET_TYPE'), c('MAIL_STREET_DIR')];
  const [csd, mailCity, prov, postcode, bgX, bgY] = [
    c('CSD_ENG_NAME'),
    c('MAIL_MUN_NAME'),
    c('PROV_CODE'),
    c('MAIL_POSTAL_CODE'),
    c('BG_X'),
    c('BG_Y'),
  ];
  if (civic < 0 || name < 0 || bgX < 0 || bgY < 0)
    throw new Error(
      'not a National Address Register address file: CIVIC_NO, OFFICIAL_STREET_NAME, BG_X and BG_Y columns are needed',
    );
  return (f) => {
    // 35 is Ontario's province code.
    if (prov >= 0 && f[prov]?.trim() && f[prov]!.trim() !== '35') return null;
    const n = cleanNumber(`${f[civic] ?? ''}${suffix >= 0 ? (f[suffix] ?? '') : ''}`);
    const s = nonEmpty(f[name])
      ? parseStreetName(f[name]!, f[type] ?? null, f[dir] ?? null)
      : mailName >= 0 && nonEmpty(f[mailName])
        ? parseStreetName(f[mailName]!, f[mailType] ?? null, f[mailDir] ?? null)
        : null;
    const municipalityId = cities.resolve(f[csd], mailCity >= 0 ? f[mailCity] : null);
    const x = Number(f[bgX]);
    const y = Number(f[bgY]);
    if (
      !n ||
      !s ||
      municipalityId === null ||
      !f[bgX]?.trim() ||
      !f[bgY]?.trim() ||
      !Number.isFinite(x) ||
      !Number.isFinite(y)
    )
      return null;
    const point = statCanLambertToLatLng(x, y);
    if (!inOntario(point.lat, point.lng)) return null;
    return {
      municipalityId,
      number: n,
      streetKey: streetKey(s),
      unit: nonEmpty(f[apt]),
      postcode: postcodeOf(f[postcode]),
      lat: point.lat,
      lng: point.lng,
    };
  };
}

async function writeRows(db: Db, rows: Row[], source: string): Promise<void> {
  if (!rows.length) return;
  const p = (values: ReadonlyArray<string | number | null>) => arrayLiteral(values);
  await db.execute(sql`
    insert into address_points (municipality_id, number, street_key, unit, postcode, lat, lng, source)
    select m, n, s, u, pc, la, ln, ${source}
    from unnest(${p(rows.map((r) => r.municipalityId))}::integer[], ${p(rows.map((r) => r.number))}::text[], ${p(rows.map((r) => r.streetKey))}::text[],
      ${p(rows.map((r) => r.unit))}::text[], ${p(rows.map((r) => r.postcode))}::text[], ${p(rows.map((r) => r.lat))}::double precision[],
      ${p(rows.map((r) => r.lng))}::double precision[]) as t(m, n, s, u, pc, la, ln)`);
}

export async function importAddressFile(
  db: Db,
  file: string,
  options: ImportOptions = {},
): Promise<{ rows: number; skipped: number }> {
  const records = readCsv(file);
  const first = await records.next();
  if (first.done || !first.value) throw new Error(`${file} has no header line`);
  const header = first.value.map((h) => h.trim().toUpperCase());
  const detected = header.includes('CIVIC_NO')
    ? 'nar'
    : header.includes('LON') && header.includes('NUMBER')
      ? 'openaddresses'
      : null;
  const format = !options.format || options.format === 'auto' ? detected : options.format;
  if (!format)
    throw new Error(
      `${file}: the header is neither OpenAddresses (LON,LAT,NUMBER,STREET,...) nor the National Address Register (CIVIC_NO,...,BG_X,BG_Y)`,
    );
  const cities = await cityResolver(db);
  const read = format === 'nar' ? narReader(header, cities) : openAddressesReader(header, cities);
  const source = options.source ?? `${format}:${basename(file)}`;

  await db.execute(sql`delete from address_points where source = ${source}`);
  let rows = 0;
  let skipped = 0;
  let batch: Row[] = [];
  for await (const fields of records) {
    const row = fields ? read(fields) : null;
    if (row) {
      rows++;
      batch.push(row);
    } else skipped++;
    if (batch.length >= BATCH) {
      await writeRows(db, batch, source);
      batch = [];
      options.onProgress?.(rows + skipped);
    }
  }
  await writeRows(db, batch, source);
  options.onProgress?.(rows + skipped);
  // Fresh statistics, so the lookups plan on the new rows.
  await db.execute(sql`analyze address_points`).catch(() => undefined);
  return { rows, skipped };
}
