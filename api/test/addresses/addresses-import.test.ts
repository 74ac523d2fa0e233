import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { importAddressFile } from '../../src/addresses/import.js';
import { latLngToStatCanLambert, statCanLambertToLatLng } from '../../src/addresses/lambert.js';
import { queryRows } from '../../src/db/rows.js';
import { createTestContext, type TestContext } from '../helpers/helpers.js';

let ctx: TestContext;
let dir: string;
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/addresses/${name}`, import.meta.url));

beforeAll(async () => {
  ctx = await createTestContext();
  dir = await mkdtemp(path.join(tmpdir(), 'pw-addresses-'));
});
afterAll(async () => {
  await ctx?.close();
  await rm(dir, { recursive: true, force: true });
});

const db = () => ctx.database.db;
async function rowsOf(source: string) {
  return queryRows(
    db(),
    sql`select m.name as municipality, p.number, p.street_key, p.unit, p.postcode, p.lat, p.lng from address_points p join municipalities m on m.id = p.municipality_id
        where p.source = ${source} order by p.id`,
  );
}

describe('Statistics Canada Lambert (EPSG:3347)', () => {
  it('converts BG_X/BG_Y to degrees as PROJ does (reference pairs computed with proj4js)', () => {
    // proj4js 2.22, +proj=lcc +lat_0=63.390675 +lon_0=-91.8666666666667 +lat_1=49 +lat_2=77 +x_0=6200000 +y_0=3000000 +ellps=GRS80
    const cases: Array<[number, number, number, number]> = [
      [7205225.07, 917653.54, 43.5912, -79.6415],
      [7471241.79, 1190644.01, 45.4215, -75.6972],
      [6394251.2, 1363954.01, 48.38, -89.25],
    ];
    for (const [x, y, lat, lng] of cases) {
      const p = statCanLambertToLatLng(x, y);
      expect(p.lat).toBeCloseTo(lat, 6);
      expect(p.lng).toBeCloseTo(lng, 6);
      const back = latLngToStatCanLambert(lat, lng);
      expect(Math.abs(back.x - x)).toBeLessThan(0.01);
      expect(Math.abs(back.y - y)).toBeLessThan(0.01);
    }
  });
});

describe('importAddressFile', () => {
  it('reads the OpenAddresses layout: cities mapped to municipalities, bad rows skipped, progress reported', async () => {
    const progress: number[] = [];
    const result = await importAddressFile(db(), fixture('openaddresses-sample.csv'), {
      source: 'test:oa',
      onProgress: (n) => progress.push(n),
    });
    // Skipped: a city that is no municipality, no longitude, a Quebec row, no civic number.
    expect(result).toEqual({ rows: 8, skipped: 4 });
    expect(progress.at(-1)).toBe(12);
    const rows = await rowsOf('test:oa');
    expect(rows.map((r) => `${r.municipality}|${r.number}|${r.street_key}|${r.unit ?? ''}`)).toEqual([
      'Mississauga|3050|hurontario|st||',
      'Mississauga|3060|hurontario|st||',
      'Mississauga|1200|lakeshore|rd|w|',
      // North York and Scarborough are Toronto.
      'Toronto|5100|yonge|st||',
      'Toronto|150|borough|dr||',
      'Toronto|150|borough|dr||12',
      // Quoted fields; 'St.' before a name is Saint, as in agenda text.
      'Toronto|56a|saint clair|ave|w|',
      'Brampton|2|wellington|st|w|',
    ]);
    expect(rows[0]).toMatchObject({ postcode: 'L5B 1N7', lat: 43.5912, lng: -79.6415 });
  });

  it('reads the National Address Register layout, converting BG_X/BG_Y from EPSG:3347', async () => {
    const result = await importAddressFile(db(), fixture('nar-sample.csv'), { source: 'test:nar' });
    // Skipped: another province, no building point. The Township of Tiny is a municipality of the registry.
    expect(result).toEqual({ rows: 5, skipped: 2 });
    const rows = await rowsOf('test:nar');
    expect(rows.map((r) => `${r.municipality}|${r.number}|${r.street_key}|${r.unit ?? ''}|${r.postcode}`)).toEqual([
      'Mississauga|3050|hurontario|st|||L5B 1N7',
      'Brampton|2|wellington|st|w||L6Y 4R2',
      'Toronto|45a|borough|dr||1203|M1P 4N7',
      'Ottawa|110|laurier|ave|w||K1P 1J1',
      'Tiny|99|unknownville|rd|||L0L 1A1',
    ]);
    expect(Number(rows[0]!.lat)).toBeCloseTo(43.5912, 5);
    expect(Number(rows[0]!.lng)).toBeCloseTo(-79.6415, 5);
    expect(Number(rows[3]!.lat)).toBeCloseTo(45.4206, 5);
  });

  it('replaces the rows of a source imported again, and refuses a file of neither layout', async () => {
    await importAddressFile(db(), fixture('openaddresses-sample.csv'), { source: 'test:again' });
    await importAddressFile(db(), fixture('openaddresses-sample.csv'), { source: 'test:again' });
    expect(await rowsOf('test:again')).toHaveLength(8);
    const bad = path.join(dir, 'bad.csv');
    const out = createWriteStream(bad);
    out.end('a,b,c\n1,2,3\n');
    await once(out, 'finish');
    await expect(importAddressFile(db(), bad)).rejects.toThrow(/neither OpenAddresses/);
  });

  it('streams a large file in bounded memory', async () => {
    // 400,000 rows (~25 MB); most name a city that is no municipality, so the test measures reading, not inserting.
    const file = path.join(dir, 'large.csv');
    const out = createWriteStream(file);
    out.write('LON,LAT,NUMBER,STREET,UNIT,CITY,DISTRICT,REGION,POSTCODE,ID,HASH\n');
    const total = 400_000;
    for (let i = 0; i < total; i++) {
      const city = i % 40 === 0 ? 'Mississauga' : 'Elsewhere Township';
      if (
        !out.write(
          `-79.${6000 + (i % 999)},43.${5000 + (i % 997)},${1 + (i % 9000)},Street Number ${i % 5000} Road,,${city},,ON,,${i},h${i}\n`,
        )
      )
        await once(out, 'drain');
    }
    out.end();
    await once(out, 'finish');
    // What the import holds, not the garbage it has not collected yet (its amount follows the machine's load): with
    // the collector exposed (the API suite's command line), the heap is measured after a collection at each progress
    // report; without it, sampled every 5 ms.
    const gc = global.gc;
    gc?.();
    const base = process.memoryUsage().heapUsed;
    let peak = base;
    const measure = () => (peak = Math.max(peak, process.memoryUsage().heapUsed));
    const sampler = gc ? undefined : setInterval(measure, 5);
    let calls = 0;
    const onProgress = () => {
      calls++;
      if (!gc) return;
      gc();
      measure();
    };
    try {
      const result = await importAddressFile(db(), file, { source: 'test:large', onProgress });
      expect(result).toEqual({ rows: total / 40, skipped: total - total / 40 });
    } finally {
      clearInterval(sampler);
    }
    expect(calls).toBeGreaterThanOrEqual(5);
    // Reading the whole file as rows would take hundreds of megabytes; a stream holds a batch.
    expect((peak - base) / 1048576).toBeLessThan(80);
  }, 120_000);
});
