import { sql } from 'drizzle-orm';
import { addressKey, applicationKey, distanceMeters, parsePropertyAddress } from '../addresses/grammar.js';
import type { DbOrTx } from '../db/client.js';
import { queryRows } from '../db/rows.js';

/*
 * Every property as the application matching needs it, indexed: by civic address key and municipality (at the
 * property), by the keys of its own file numbers, and on a grid of cells about `cellMeters` wide (within a radius).
 */
export interface IndexedProperty {
  id: string;
  companyId: string;
  name: string;
  municipalityId: number | null;
  point: { lat: number; lng: number } | null;
  /** The application types heard about farther than the near radius; null: every type. */
  applicationTypes: string[] | null;
}

const MAX_PROPERTIES = 200_000;

export class ApplicationPropertyIndex {
  readonly byAddress = new Map<string, IndexedProperty[]>();
  readonly byFileKey = new Map<string, IndexedProperty[]>();
  private readonly grid = new Map<string, IndexedProperty[]>();
  private readonly cellDeg: number;

  constructor(
    properties: Array<IndexedProperty & { address: string | null; applicationNumbers: string[] }>,
    cellMeters: number,
  ) {
    this.cellDeg = Math.max(cellMeters, 50) / 111_000;
    const push = (map: Map<string, IndexedProperty[]>, key: string, p: IndexedProperty) => {
      const list = map.get(key);
      if (list) list.push(p);
      else map.set(key, [p]);
    };
    for (const p of properties) {
      const parsed = parsePropertyAddress(p.address);
      if (parsed)
        for (const n of parsed.numbers) push(this.byAddress, `${p.municipalityId}|${addressKey(n, parsed.street)}`, p);
      for (const number of p.applicationNumbers) {
        const key = applicationKey(number);
        if (key) push(this.byFileKey, key, p);
      }
      if (p.point) push(this.grid, this.cell(p.point.lat, p.point.lng), p);
    }
  }

  private cell(lat: number, lng: number) {
    return `${Math.floor(lat / this.cellDeg)}:${Math.floor(lng / this.cellDeg)}`;
  }

  /** Properties within `radius` metres of `point`, with their distances. */
  near(point: { lat: number; lng: number }, radius: number): Array<{ property: IndexedProperty; distance: number }> {
    const out: Array<{ property: IndexedProperty; distance: number }> = [];
    const latCells = Math.ceil(radius / 111_000 / this.cellDeg);
    const lngCells = Math.ceil(radius / (111_000 * Math.cos((point.lat * Math.PI) / 180)) / this.cellDeg);
    const row = Math.floor(point.lat / this.cellDeg);
    const col = Math.floor(point.lng / this.cellDeg);
    for (let r = row - latCells; r <= row + latCells; r++)
      for (let c = col - lngCells; c <= col + lngCells; c++)
        for (const p of this.grid.get(`${r}:${c}`) ?? []) {
          const distance = distanceMeters(point, p.point!);
          if (distance <= radius) out.push({ property: p, distance });
        }
    return out;
  }
}

/** Loads every property (across companies: run in a system context) into an index. */
export async function loadPropertyIndex(db: DbOrTx, cellMeters: number): Promise<ApplicationPropertyIndex> {
  const rows = await queryRows(
    db,
    sql`select id, company_id, name, address, latitude, longitude, municipality_id, application_numbers, application_types
        from properties limit ${MAX_PROPERTIES}`,
  );
  return new ApplicationPropertyIndex(
    rows.map((r) => ({
      id: String(r.id),
      companyId: String(r.company_id),
      name: String(r.name),
      address: (r.address as string | null) ?? null,
      municipalityId: r.municipality_id === null ? null : Number(r.municipality_id),
      point: r.latitude === null || r.longitude === null ? null : { lat: Number(r.latitude), lng: Number(r.longitude) },
      applicationNumbers: (r.application_numbers as string[] | null) ?? [],
      applicationTypes: (r.application_types as string[] | null) ?? null,
    })),
    cellMeters,
  );
}
