import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { importAddressFile } from '../../src/addresses/import.js';
import { placeItems } from '../../src/analysis/geocode-items.js';
import { distanceToLine } from '../../src/analysis/engine.js';
import { distanceMeters } from '../../src/addresses/grammar.js';
import { loadConfig } from '../../src/config/index.js';
import { agendaItems, geocodeCache, type ItemPlacement } from '../../src/db/schema/index.js';
import { itemGeocoderFromConfig } from '../../src/geocoding/items.js';
import { ingestMeetings } from '../../src/pipeline/store.js';
import type { AgendaItemRecord } from '../../src/pipeline/records.js';
import { createTestContext, type TestContext } from '../helpers/helpers.js';

/*
 * Placing agenda items without coordinates from the addresses in their texts: the address index (a generated
 * OpenAddresses-layout file of synthetic streets, imported by the real importer), then an online geocoder. The online
 * geocoders are paid or rate-limited public services: here each is a loopback HTTP server speaking that service's
 * real protocol (Nominatim /search jsonv2, Photon /api GeoJSON, Mapbox geocoding v5).
 */

let ctx: TestContext;
let dir: string;
const M_PER_DEG_LAT = 111_194.9;
const east = (p: { lat: number; lng: number }, m: number) => ({
  lat: p.lat,
  lng: p.lng + m / (M_PER_DEG_LAT * Math.cos((p.lat * Math.PI) / 180)),
});
const north = (p: { lat: number; lng: number }, m: number) => ({ lat: p.lat + m / M_PER_DEG_LAT, lng: p.lng });

// Brampton: Queen Street East runs east from QE0 (numbers 2, 4, ... 10 m apart), Queen Street West west from QW0,
// Main Street North north from MN0 (68 m from QE0: they meet there).
const QE0 = { lat: 43.685, lng: -79.76 };
const QW0 = east(QE0, -20);
const MN0 = { lat: 43.6855, lng: -79.7605 };
// Mississauga: Port Street East runs east from PE0; Stavebank Road and Elizabeth Street cross it 80 m and 480 m along.
const PE0 = { lat: 43.552, lng: -79.585 };
const STAVEBANK = east(PE0, 80);
const ELIZABETH = east(PE0, 480);
const MAIN_123 = { lat: 43.58, lng: -79.62 };
const MAIN_1234 = north(MAIN_123, 1000);
const CHURCH_10_MISSISSAUGA = { lat: 43.59, lng: -79.63 };
const CHURCH_10_BRAMPTON = { lat: 43.69, lng: -79.75 };

function addressCsv(): string {
  const rows: string[] = ['LON,LAT,NUMBER,STREET,UNIT,CITY,DISTRICT,REGION,POSTCODE,ID,HASH'];
  const row = (p: { lat: number; lng: number }, number: string | number, street: string, city: string) =>
    rows.push(`${p.lng.toFixed(7)},${p.lat.toFixed(7)},${number},${street},,${city},,ON,,,`);
  for (let i = 0; i < 100; i++) {
    row(east(QE0, i * 10), 2 + 2 * i, 'Queen St E', 'Brampton');
    row(east(QW0, -i * 10), 2 + 2 * i, 'Queen St W', 'Brampton');
    row(north(MN0, i * 10), 1 + 2 * i, 'Main St N', 'Brampton');
    row(east(PE0, i * 10), 1 + 2 * i, 'Port St E', 'Mississauga');
  }
  for (let i = -30; i <= 30; i++) {
    row(north(STAVEBANK, i * 10), 100 + i * 2, 'Stavebank Rd', 'Mississauga');
    row(north(ELIZABETH, i * 10), 100 + i * 2, 'Elizabeth St', 'Mississauga');
  }
  row(MAIN_123, 123, 'Main St', 'Mississauga');
  row(MAIN_1234, 1234, 'Main St', 'Mississauga');
  row(CHURCH_10_MISSISSAUGA, 10, 'Church St', 'Mississauga');
  row(CHURCH_10_BRAMPTON, 12, 'Church St', 'Brampton');
  return `${rows.join('\n')}\n`;
}

let meetingSeq = 0;
/** Ingests one meeting of eSCRIBE-like items (no coordinates) and returns their ids in order. */
async function items(
  municipality: string,
  list: Array<Pick<AgendaItemRecord, 'title' | 'description'> & { report?: string }>,
): Promise<number[]> {
  const sourceId = `geo-${++meetingSeq}`;
  const result = await ingestMeetings(ctx.database.db, [
    {
      source: `test:${municipality.toLowerCase()}`,
      sourceId,
      municipality,
      committee: 'Planning and Development Committee',
      title: 'Planning and Development Committee',
      startsAt: new Date(Date.now() + 86_400_000),
      items: list.map(({ report: _report, ...item }, i) => ({
        ...item,
        sourceId: `${sourceId}-${i}`,
        itemNumber: String(i + 1),
      })),
      documents: list.flatMap((item, i) =>
        item.report
          ? [
              {
                sourceId: `${sourceId}-report-${i}`,
                title: 'Staff report',
                url: `https://example.test/${sourceId}-${i}.txt`,
                agendaItemSourceId: `${sourceId}-${i}`,
                mimeType: 'text/plain',
                content: item.report,
              },
            ]
          : [],
      ),
    },
  ]);
  const rows = await ctx.database.db
    .select({ id: agendaItems.id, sourceId: agendaItems.sourceId })
    .from(agendaItems)
    .where(inArray(agendaItems.id, result.changedAgendaItemIds));
  return list.map((_, i) => rows.find((r) => r.sourceId === `${sourceId}-${i}`)!.id);
}

const placedTexts = async (id: number) => (await placementOf(id)).places.map((p) => p.text);

async function placementOf(id: number): Promise<ItemPlacement> {
  const [row] = await ctx.database.db
    .select({ placement: agendaItems.placement })
    .from(agendaItems)
    .where(eq(agendaItems.id, id));
  return row!.placement!;
}

const indexOnly = { geocoder: null, maxOnline: 0 };

beforeAll(async () => {
  ctx = await createTestContext();
  dir = await mkdtemp(path.join(tmpdir(), 'pw-geocode-'));
  const file = path.join(dir, 'addresses.csv');
  await writeFile(file, addressCsv());
  const imported = await importAddressFile(ctx.database.db, file, { source: 'test:synthetic' });
  expect(imported.skipped).toBe(0);
});
afterAll(async () => {
  await ctx?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('placing items from the address index', () => {
  it('places a civic address written only in the text', async () => {
    const [id] = await items('Brampton', [
      {
        title: 'Zoning By-law Amendment',
        description: 'An application for 56 Queen St. E. to permit a six-storey building.',
      },
    ]);
    expect(await placeItems(ctx.database.db, [id!], indexOnly)).toEqual({ placed: 1, unplaced: 0, none: 0 });
    const placement = await placementOf(id!);
    expect(placement.status).toBe('placed');
    expect(placement.places).toHaveLength(1);
    expect(placement.places[0]).toMatchObject({ text: '56 Queen St. E.', via: 'address index', kind: 'point' });
    // 56 is the 28th number: 270 m east of the street's start.
    expect(distanceMeters(placement.places[0]!.points[0]!, east(QE0, 270))).toBeLessThan(1);
  });

  it('tells 123 from 1234', async () => {
    const [a, b] = await items('Mississauga', [
      { title: 'Site Plan - 1234 Main Street' },
      { title: 'Minor variance at 123 Main Street' },
    ]);
    await placeItems(ctx.database.db, [a!, b!], indexOnly);
    expect(distanceMeters((await placementOf(a!)).places[0]!.points[0]!, MAIN_1234)).toBeLessThan(1);
    expect(distanceMeters((await placementOf(b!)).places[0]!.points[0]!, MAIN_123)).toBeLessThan(1);
  });

  it('resolves a street segment to a line between its cross streets', async () => {
    const [id] = await items('Mississauga', [
      {
        title: 'Road Resurfacing Program',
        description: 'Resurfacing of Port Street East from Stavebank Road to Elizabeth Street in 2027.',
      },
    ]);
    await placeItems(ctx.database.db, [id!], indexOnly);
    const [place] = (await placementOf(id!)).places;
    expect(place).toMatchObject({
      text: 'Port Street East from Stavebank Road to Elizabeth Street',
      kind: 'line',
      via: 'address index',
    });
    const line = place!.points;
    expect(distanceMeters(line[0]!, STAVEBANK)).toBeLessThan(10);
    expect(distanceMeters(line.at(-1)!, ELIZABETH)).toBeLessThan(10);
    // Through the street's points between: a point 50 m south of the middle of the segment is 50 m from the line.
    expect(line.length).toBeGreaterThan(10);
    expect(distanceToLine(north(east(PE0, 280), -50), line)).toBeCloseTo(50, -1);
    // Beyond the segment's end: measured from the end, not from the street's far part.
    expect(distanceToLine(east(PE0, 900), line)).toBeGreaterThan(400);
  });

  it('resolves an intersection to the point where the streets meet', async () => {
    const [id] = await items('Brampton', [
      {
        title: 'Traffic Signal Installation',
        description: 'New signals at the intersection of Main Street North and Queen Street East.',
      },
    ]);
    await placeItems(ctx.database.db, [id!], indexOnly);
    const [place] = (await placementOf(id!)).places;
    expect(place).toMatchObject({ kind: 'point', via: 'address index' });
    expect(
      distanceMeters(place!.points[0]!, { lat: (QE0.lat + MN0.lat) / 2, lng: (QE0.lng + MN0.lng) / 2 }),
    ).toBeLessThan(5);
  });

  it('never crosses cities: the same street in another municipality is not this one', async () => {
    // 10 Church Street exists in Mississauga only; Brampton's Church Street has number 12.
    const [brampton, mississauga] = [
      ...(await items('Brampton', [{ title: 'Heritage designation - 10 Church Street' }])),
      ...(await items('Mississauga', [{ title: 'Heritage designation - 10 Church Street' }])),
    ];
    expect(await placeItems(ctx.database.db, [brampton!, mississauga!], indexOnly)).toEqual({
      placed: 1,
      unplaced: 1,
      none: 0,
    });
    expect(await placementOf(brampton!)).toEqual({ status: 'unplaced', places: [], unresolved: ['10 Church Street'] });
    expect(distanceMeters((await placementOf(mississauga!)).places[0]!.points[0]!, CHURCH_10_MISSISSAUGA)).toBeLessThan(
      1,
    );
  });

  it("reads the report text when the item's own texts name no place, and only then", async () => {
    const letterhead = 'City of Brampton, 2 Wellington Street West. ';
    const [reportOnly, titled] = await items('Brampton', [
      {
        title: 'Recommendation Report: Zoning By-law Amendment',
        report: `${letterhead}The applicant proposes to redevelop the lands known as 62 Queen Street East.`,
      },
      { title: 'Site plan - 64 Queen Street East', report: `${letterhead}Notice was sent to 80 Queen Street East.` },
    ]);
    await placeItems(ctx.database.db, [reportOnly!, titled!], indexOnly);
    expect(await placedTexts(reportOnly!)).toEqual(['62 Queen Street East']);
    expect(await placedTexts(titled!)).toEqual(['64 Queen Street East']);
  });

  it('records unplaced and item naming nothing, and does not redo them until their texts change', async () => {
    const [unplaced, nothing, ambiguous] = await items('Brampton', [
      { title: 'Rezoning - 4000 Nowhere Crescent' },
      { title: 'Appointments to Advisory Committees' },
      // Queen Street East and West both have a 56, 560 m apart: no direction written, so no guess.
      { title: 'Demolition permit - 56 Queen Street' },
    ]);
    expect(await placeItems(ctx.database.db, [unplaced!, nothing!, ambiguous!], indexOnly)).toEqual({
      placed: 0,
      unplaced: 2,
      none: 1,
    });
    expect((await placementOf(nothing!)).status).toBe('none');
    expect((await placementOf(ambiguous!)).unresolved).toEqual(['56 Queen Street']);
    expect(await placeItems(ctx.database.db, [unplaced!, nothing!, ambiguous!], indexOnly)).toEqual({
      placed: 0,
      unplaced: 0,
      none: 0,
    });
    await ctx.database.db
      .update(agendaItems)
      .set({ description: 'Now at 58 Queen Street East.' })
      .where(eq(agendaItems.id, unplaced!));
    expect(await placeItems(ctx.database.db, [unplaced!, nothing!, ambiguous!], indexOnly)).toEqual({
      placed: 1,
      unplaced: 0,
      none: 0,
    });
  });
});

/** A loopback HTTP server answering with `answer(url)` as JSON; records the requests. */
async function fakeService(
  answer: (url: URL) => unknown,
): Promise<{ url: string; requests: URL[]; close: () => Promise<void> }> {
  const requests: URL[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer(url)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const geocoderFor = (env: Record<string, string>) =>
  itemGeocoderFromConfig(loadConfig({ ITEM_GEOCODER_RATE: '50', ...env }).itemGeocoder)!;

describe('the online geocoder after the index', () => {
  it('falls back to Nominatim (loopback, real /search jsonv2 protocol), keeps only Ontario results in the area, caches answers', async () => {
    const service = await fakeService((url) => {
      const q = url.searchParams.get('q') ?? '';
      if (q.startsWith('88 Elm Drive')) {
        return [
          {
            lat: '43.7001',
            lon: '-79.7501',
            display_name: '88, Elm Drive, Brampton, Ontario, L6X 1A1, Canada',
            address: { house_number: '88', road: 'Elm Drive', city: 'Brampton', state: 'Ontario', country_code: 'ca' },
          },
        ];
      }
      if (q.startsWith('90 Elm Drive'))
        return [
          {
            lat: '43.7002',
            lon: '-79.7502',
            display_name: '90 Elm Drive, Québec',
            address: { city: 'Brampton', state: 'Québec', country_code: 'ca' },
          },
        ];
      return [];
    });
    try {
      const geocoder = geocoderFor({ ITEM_GEOCODER: 'nominatim', ITEM_GEOCODER_URL: service.url });
      const [elm, quebec, nowhere, indexed] = await items('Brampton', [
        { title: 'Site plan - 88 Elm Drive' },
        { title: 'Site plan - 90 Elm Drive' },
        { title: 'Site plan - 7 Nowhere Lane' },
        { title: 'Site plan - 60 Queen Street East' },
      ]);
      const ids = [elm!, quebec!, nowhere!, indexed!];
      expect(await placeItems(ctx.database.db, ids, { geocoder, maxOnline: 10 })).toEqual({
        placed: 2,
        unplaced: 2,
        none: 0,
      });
      expect((await placementOf(elm!)).places).toEqual([
        { text: '88 Elm Drive', via: 'nominatim', kind: 'point', points: [{ lat: 43.7001, lng: -79.7501 }] },
      ]);
      expect((await placementOf(quebec!)).status).toBe('unplaced');
      expect((await placementOf(indexed!)).places[0]!.via).toBe('address index');
      // The index answered 60 Queen Street East: three questions only, bounded to Canada and a box around Brampton.
      expect(service.requests.map((u) => u.searchParams.get('q'))).toEqual([
        '88 Elm Drive, Brampton, Ontario, Canada',
        '90 Elm Drive, Brampton, Ontario, Canada',
        '7 Nowhere Lane, Brampton, Ontario, Canada',
      ]);
      const first = service.requests[0]!;
      expect(first.pathname).toBe('/search');
      expect(first.searchParams.get('format')).toBe('jsonv2');
      expect(first.searchParams.get('countrycodes')).toBe('ca');
      expect(first.searchParams.get('bounded')).toBe('1');
      const [minLng, maxLat, maxLng, minLat] = first.searchParams.get('viewbox')!.split(',').map(Number);
      expect(minLng! < -79.76 && maxLng! > -79.76 && minLat! < 43.73 && maxLat! > 43.73).toBe(true);
      expect(
        await ctx.database.db.select().from(geocodeCache).where(eq(geocodeCache.provider, 'nominatim')),
      ).toHaveLength(3);

      // Placed again (as if the texts changed): the cache answers, the service is not asked.
      await ctx.database.db.update(agendaItems).set({ placementHash: null }).where(inArray(agendaItems.id, ids));
      expect(await placeItems(ctx.database.db, ids, { geocoder, maxOnline: 10 })).toEqual({
        placed: 2,
        unplaced: 2,
        none: 0,
      });
      expect(service.requests).toHaveLength(3);
    } finally {
      await service.close();
    }
  });

  it('stops at the run budget and leaves the rest to be placed on the next run', async () => {
    const service = await fakeService(() => [
      {
        lat: '43.70',
        lon: '-79.75',
        display_name: 'x',
        address: { city: 'Brampton', state: 'Ontario', country_code: 'ca' },
      },
    ]);
    try {
      const geocoder = geocoderFor({ ITEM_GEOCODER: 'nominatim', ITEM_GEOCODER_URL: service.url });
      const ids = await items('Brampton', [
        { title: 'Site plan - 11 Budget Road' },
        { title: 'Site plan - 13 Budget Road' },
      ]);
      expect(await placeItems(ctx.database.db, ids, { geocoder, maxOnline: 1 })).toEqual({
        placed: 1,
        unplaced: 1,
        none: 0,
      });
      expect(await placeItems(ctx.database.db, ids, { geocoder, maxOnline: 1 })).toEqual({
        placed: 1,
        unplaced: 0,
        none: 0,
      });
      expect(service.requests).toHaveLength(2);
    } finally {
      await service.close();
    }
  });

  it('speaks Photon (loopback, real /api GeoJSON protocol): Canada and Ontario only, inside the box', async () => {
    const service = await fakeService((url) => ({
      type: 'FeatureCollection',
      features: url.searchParams.get('q')!.startsWith('1 Far')
        ? [
            {
              type: 'Feature',
              geometry: { type: 'Point', coordinates: [-75.69, 45.42] },
              properties: { housenumber: '1', street: 'Far Road', city: 'Ottawa', state: 'Ontario', countrycode: 'CA' },
            },
          ]
        : [
            {
              type: 'Feature',
              geometry: { type: 'Point', coordinates: [-79.7501, 43.7001] },
              properties: {
                housenumber: '88',
                street: 'Elm Drive',
                city: 'Brampton',
                state: 'Ontario',
                countrycode: 'CA',
              },
            },
          ],
    }));
    try {
      const geocoder = geocoderFor({ ITEM_GEOCODER: 'photon', ITEM_GEOCODER_URL: service.url });
      const box = { minLat: 43.4, maxLat: 44, minLng: -80.2, maxLng: -79.3 };
      expect(await geocoder.lookup('88 Elm Drive, Brampton, Ontario, Canada', box)).toEqual({
        lat: 43.7001,
        lng: -79.7501,
        label: '88 Elm Drive, Brampton, Ontario',
        city: 'Brampton',
      });
      expect(await geocoder.lookup('1 Far Road, Brampton, Ontario, Canada', box)).toBeNull();
      expect(service.requests[0]!.pathname).toBe('/api');
      expect(service.requests[0]!.searchParams.get('bbox')).toBe('-80.2,43.4,-79.3,44');
    } finally {
      await service.close();
    }
  });

  it('speaks Mapbox geocoding v5 (loopback): token, country and box sent; another province refused', async () => {
    const service = await fakeService((url) => ({
      type: 'FeatureCollection',
      features: decodeURIComponent(url.pathname).includes('Quebec')
        ? [
            {
              center: [-79.75, 43.7],
              place_name: 'x',
              context: [{ id: 'region.1', text: 'Quebec', short_code: 'CA-QC' }],
            },
          ]
        : [
            {
              center: [-79.7501, 43.7001],
              place_name: '88 Elm Drive, Brampton, Ontario L6X 1A1, Canada',
              context: [
                { id: 'place.1', text: 'Brampton' },
                { id: 'region.2', text: 'Ontario', short_code: 'CA-ON' },
              ],
            },
          ],
    }));
    try {
      const geocoder = geocoderFor({
        ITEM_GEOCODER: 'mapbox',
        ITEM_GEOCODER_URL: service.url,
        ITEM_GEOCODER_TOKEN: 'pk.test',
      });
      const box = { minLat: 43.4, maxLat: 44, minLng: -80.2, maxLng: -79.3 };
      expect(await geocoder.lookup('88 Elm Drive, Brampton, Ontario, Canada', box)).toMatchObject({
        lat: 43.7001,
        lng: -79.7501,
        city: 'Brampton',
      });
      expect(await geocoder.lookup('1 Quebec Street, Brampton', box)).toBeNull();
      const first = service.requests[0]!;
      expect(first.pathname).toBe(
        `/geocoding/v5/mapbox.places/${encodeURIComponent('88 Elm Drive, Brampton, Ontario, Canada')}.json`,
      );
      expect(first.searchParams.get('access_token')).toBe('pk.test');
      expect(first.searchParams.get('country')).toBe('ca');
    } finally {
      await service.close();
    }
  });

  it('validates its configuration', () => {
    expect(loadConfig({}).itemGeocoder.provider).toBe('none');
    expect(() => loadConfig({ ITEM_GEOCODER: 'google' })).toThrow(/ITEM_GEOCODER/);
    expect(() => loadConfig({ ITEM_GEOCODER: 'mapbox' })).toThrow(/ITEM_GEOCODER_TOKEN/);
    expect(() => loadConfig({ ITEM_GEOCODER: 'nominatim', ITEM_GEOCODER_URL: 'ftp://x' })).toThrow(/ITEM_GEOCODER_URL/);
    expect(() => loadConfig({ ITEM_GEOCODER_RATE: '0' })).toThrow(/ITEM_GEOCODER_RATE/);
    expect(loadConfig({ ITEM_GEOCODER: 'nominatim' }).itemGeocoder.baseUrl).toBe('https://nominatim.openstreetmap.org');
  });
});
