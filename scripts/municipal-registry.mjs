#!/usr/bin/env node
// Writes api/drizzle/0030_municipal_registry.sql from the registry's data files (api/data/registry/): every
// single- and lower-tier municipality of Ontario (ontario-municipalities.csv), the upper tiers and districts
// of its census divisions with their members, and the conservation authorities with theirs
// (conservation-authorities.json). Run it again after changing those files, then check the diff:
//   node scripts/municipal-registry.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../api/', import.meta.url));
const OUT = `${root}drizzle/0030_municipal_registry.sql`;

/** One CSV line into fields (quoted fields may hold commas; "" is a quote). */
function csvFields(line) {
  const out = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') ((field += '"'), i++);
      else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') (out.push(field), (field = ''));
    else field += ch;
  }
  out.push(field);
  return out;
}

const [header, ...lines] = readFileSync(`${root}data/registry/ontario-municipalities.csv`, 'utf8')
  .trim()
  .split(/\r?\n/);
const columns = csvFields(header);
const rows = lines.map((line) => Object.fromEntries(csvFields(line).map((v, i) => [columns[i], v])));

/** Upper tiers (census divisions with lower-tier members): the name the product shows, and the official name. */
const UPPER_TIERS = {
  Bruce: ['Bruce County', 'County of Bruce', 'https://www.brucecounty.on.ca'],
  Dufferin: ['Dufferin County', 'County of Dufferin', 'https://www.dufferincounty.ca'],
  Durham: ['Durham Region', 'Regional Municipality of Durham', 'https://www.durham.ca'],
  Elgin: ['Elgin County', 'County of Elgin', 'https://www.elgincounty.ca'],
  Essex: ['Essex County', 'County of Essex', 'https://www.countyofessex.ca'],
  Frontenac: ['Frontenac County', 'County of Frontenac', 'https://www.frontenaccounty.ca'],
  Grey: ['Grey County', 'County of Grey', 'https://www.grey.ca'],
  Haliburton: ['Haliburton County', 'County of Haliburton', 'https://www.haliburtoncounty.ca'],
  Halton: ['Halton Region', 'Regional Municipality of Halton', 'https://www.halton.ca'],
  Hastings: ['Hastings County', 'County of Hastings', 'https://hastingscounty.com'],
  Huron: ['Huron County', 'County of Huron', 'https://www.huroncounty.ca'],
  Lambton: ['Lambton County', 'County of Lambton', 'https://www.lambtononline.ca'],
  Lanark: ['Lanark County', 'County of Lanark', 'https://www.lanarkcounty.ca'],
  'Leeds and Grenville': [
    'United Counties of Leeds and Grenville',
    'United Counties of Leeds and Grenville',
    'https://www.leedsgrenville.com',
  ],
  'Lennox and Addington': [
    'Lennox and Addington County',
    'County of Lennox and Addington',
    'https://www.lennox-addington.on.ca',
  ],
  Middlesex: ['Middlesex County', 'County of Middlesex', 'https://www.middlesex.ca'],
  Muskoka: ['District of Muskoka', 'District Municipality of Muskoka', 'https://www.muskoka.on.ca'],
  Niagara: ['Niagara Region', 'Regional Municipality of Niagara', 'https://www.niagararegion.ca'],
  Northumberland: ['Northumberland County', 'County of Northumberland', 'https://www.northumberland.ca'],
  Oxford: ['Oxford County', 'County of Oxford', 'https://www.oxfordcounty.ca'],
  Peel: ['Peel Region', 'Regional Municipality of Peel', 'https://www.peelregion.ca'],
  Perth: ['Perth County', 'County of Perth', 'https://www.perthcounty.ca'],
  Peterborough: ['Peterborough County', 'County of Peterborough', 'https://www.ptbocounty.ca'],
  'Prescott and Russell': [
    'United Counties of Prescott and Russell',
    'United Counties of Prescott and Russell',
    'https://www.prescott-russell.on.ca',
  ],
  Renfrew: ['Renfrew County', 'County of Renfrew', 'https://www.countyofrenfrew.on.ca'],
  Simcoe: ['Simcoe County', 'County of Simcoe', 'https://www.simcoe.ca'],
  'Stormont, Dundas and Glengarry': [
    'United Counties of Stormont, Dundas and Glengarry',
    'United Counties of Stormont, Dundas and Glengarry',
    'https://www.sdgcounties.ca',
  ],
  Waterloo: ['Waterloo Region', 'Regional Municipality of Waterloo', 'https://www.regionofwaterloo.ca'],
  Wellington: ['Wellington County', 'County of Wellington', 'https://www.wellington.ca'],
  York: ['York Region', 'Regional Municipality of York', 'https://www.york.ca'],
};
/** Territorial districts of the north: census divisions without a government of their own. */
const DISTRICTS = [
  'Algoma',
  'Cochrane',
  'Kenora',
  'Manitoulin',
  'Nipissing',
  'Parry Sound',
  'Rainy River',
  'Sudbury',
  'Thunder Bay',
  'Timiskaming',
];

/** A CSV name the product shows otherwise: the township shares its name with the city of Hamilton. */
function displayName(row) {
  const twins = rows.filter((r) => r.name === row.name);
  if (twins.length < 2 || row.status === 'single-tier') return row.name;
  return `${row.name} (${row.census_div})`;
}
const TYPE_WORD = {
  city: 'City',
  town: 'Town',
  township: 'Township',
  village: 'Village',
  municipality: 'Municipality',
};

const q = (v) => (v === null || v === undefined || v === '' ? 'NULL' : `'${String(v).replace(/'/g, "''")}'`);
const num = (v) => (v === null || v === undefined || v === '' || Number.isNaN(Number(v)) ? 'NULL' : String(Number(v)));
const round = (v) => Math.round(v * 1e6) / 1e6;

const registry = []; // [name, kind, official, parent, censusDiv, lat, lng, website, population]
const members = []; // [body, member]
for (const row of rows) {
  const upper = row.status === 'lower-tier' ? UPPER_TIERS[row.census_div] : undefined;
  if (row.status === 'lower-tier' && !upper) throw new Error(`No upper tier for ${row.name} (${row.census_div})`);
  const name = displayName(row);
  registry.push([
    name,
    row.status,
    `${TYPE_WORD[row.csd_type] ?? 'Municipality'} of ${row.name}`,
    upper?.[0] ?? null,
    row.census_div,
    row.latitude,
    row.longitude,
    row.website,
    row.population_2021,
  ]);
  if (upper) members.push([upper[0], name]);
  else if (DISTRICTS.includes(row.census_div)) members.push([`${row.census_div} District`, name]);
}
const bodyRow = (name, kind, official, website, memberNames, censusDiv = null) => {
  const points = memberNames.map((m) => registry.find((r) => r[0] === m));
  if (points.some((p) => !p)) throw new Error(`${name}: unknown member ${memberNames.find((m, i) => !points[i])}`);
  const mean = (i) => round(points.reduce((s, p) => s + Number(p[i]), 0) / points.length);
  const population = kind === 'conservation-authority' ? null : points.reduce((s, p) => s + Number(p[8] || 0), 0);
  return [name, kind, official, null, censusDiv, mean(5), mean(6), website, population];
};
const bodies = [];
for (const [div, [name, official, website]] of Object.entries(UPPER_TIERS)) {
  bodies.push(
    bodyRow(
      name,
      'upper-tier',
      official,
      website,
      members.filter((m) => m[0] === name).map((m) => m[1]),
      div,
    ),
  );
}
for (const div of DISTRICTS) {
  const name = `${div} District`;
  bodies.push(
    bodyRow(
      name,
      'district',
      `District of ${div}`,
      null,
      members.filter((m) => m[0] === name).map((m) => m[1]),
      div,
    ),
  );
}
const { authorities } = JSON.parse(readFileSync(`${root}data/registry/conservation-authorities.json`, 'utf8'));
for (const ca of authorities) {
  bodies.push(bodyRow(ca.name, 'conservation-authority', ca.official_name ?? ca.name, ca.website, ca.members));
  for (const m of ca.members) members.push([ca.name, m]);
}
const names = new Set();
for (const r of [...registry, ...bodies]) {
  if (names.has(r[0])) throw new Error(`Duplicate registry name ${r[0]}`);
  names.add(r[0]);
}

const values = [...bodies, ...registry]
  .map(
    ([n, kind, official, parent, div, lat, lng, web, pop]) =>
      `  (${q(n)}, ${q(kind)}, ${q(official)}, ${q(parent)}, ${q(div)}, ${num(lat)}, ${num(lng)}, ${q(web)}, ${num(pop)})`,
  )
  .join(',\n');
const memberValues = members.map(([b, m]) => `  (${q(b)}, ${q(m)})`).join(',\n');

const sql = `-- GENERATED by scripts/municipal-registry.mjs from api/data/registry/ (do not edit by hand).
-- The registry of Ontario municipalities: every single- and lower-tier municipality (${registry.length}), the upper tiers
-- and territorial districts of their census divisions (${Object.keys(UPPER_TIERS).length} + ${DISTRICTS.length}), and the conservation authorities
-- (${authorities.length}), with their members. Rows seeded before (same name) keep their id: properties, committees and meetings
-- refer to it. Idempotent: a row is upserted by its unique name.
ALTER TABLE "municipalities" ADD COLUMN IF NOT EXISTS "kind" text DEFAULT 'single-tier' NOT NULL;--> statement-breakpoint
ALTER TABLE "municipalities" ADD COLUMN IF NOT EXISTS "official_name" text;--> statement-breakpoint
ALTER TABLE "municipalities" ADD COLUMN IF NOT EXISTS "census_division" text;--> statement-breakpoint
ALTER TABLE "municipalities" ADD COLUMN IF NOT EXISTS "latitude" double precision;--> statement-breakpoint
ALTER TABLE "municipalities" ADD COLUMN IF NOT EXISTS "longitude" double precision;--> statement-breakpoint
ALTER TABLE "municipalities" ADD COLUMN IF NOT EXISTS "website" text;--> statement-breakpoint
ALTER TABLE "municipalities" ADD COLUMN IF NOT EXISTS "population" integer;--> statement-breakpoint
ALTER TABLE "municipalities" DROP CONSTRAINT IF EXISTS "municipalities_kind_check";--> statement-breakpoint
ALTER TABLE "municipalities" ADD CONSTRAINT "municipalities_kind_check" CHECK ("kind" in ('single-tier', 'lower-tier', 'upper-tier', 'district', 'conservation-authority'));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "municipalities_kind_idx" ON "municipalities" ("kind");--> statement-breakpoint
-- The nearest address point to a coordinate (GET /api/properties/municipalities/nearest) scans a small box.
CREATE INDEX IF NOT EXISTS "address_points_lat_lng_idx" ON "address_points" ("lat", "lng");--> statement-breakpoint
INSERT INTO "municipalities" ("name", "kind", "official_name", "parent_name", "census_division", "latitude", "longitude", "website", "population") VALUES
${values}
ON CONFLICT ("name") DO UPDATE SET
  "kind" = excluded."kind", "official_name" = excluded."official_name", "parent_name" = excluded."parent_name",
  "census_division" = excluded."census_division", "latitude" = excluded."latitude", "longitude" = excluded."longitude",
  "website" = excluded."website", "population" = excluded."population";--> statement-breakpoint
INSERT INTO "municipality_members" ("region_id", "member_id")
SELECT r."id", m."id"
FROM (VALUES
${memberValues}
) AS v(body, member)
JOIN "municipalities" r ON r."name" = v.body
JOIN "municipalities" m ON m."name" = v.member
ON CONFLICT DO NOTHING;
`;
writeFileSync(OUT, sql);
console.log(`${OUT}: ${registry.length} municipalities, ${bodies.length} bodies, ${members.length} memberships`);
