import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gazetteerGeocoder, serviceGeocoder } from '../../src/geocoding/index.js';
import { apiCall, createTestContext, registerUser, type TestContext } from '../helpers/helpers.js';

/**
 * The geocoding service is a boundary we cannot reach in tests: a loopback server speaks the Mapbox forward
 * geocoding protocol (GET /geocoding/v5/mapbox.places/{query}.json -> a GeoJSON FeatureCollection).
 */
let server: Server;
let baseUrl: string;
const requests: URL[] = [];
let failNext = false;

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', 'http://loopback');
    requests.push(url);
    if (failNext || url.searchParams.get('access_token') !== 'pk.test-token') {
      failNext = false;
      res
        .writeHead(401, { 'content-type': 'application/json' })
        .end(JSON.stringify({ message: 'Not Authorized - Invalid Token' }));
      return;
    }
    const query = decodeURIComponent(url.pathname.replace('/geocoding/v5/mapbox.places/', '').replace(/\.json$/, ''));
    const features = Array.from({ length: 7 }, (_, i) => ({
      id: `address.${i}`,
      type: 'Feature',
      place_type: ['address'],
      text: 'Front Street West',
      place_name: `${i + 1} ${query}, Toronto, Ontario M5J 1E6, Canada`,
      center: [-79.38 - i / 1000, 43.64],
      context: [
        { id: 'postcode.1', text: 'M5J 1E6' },
        { id: 'place.2', text: 'Toronto' },
        { id: 'region.3', text: 'Ontario', short_code: 'CA-ON' },
        { id: 'country.4', text: 'Canada', short_code: 'ca' },
      ],
    }));
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ type: 'FeatureCollection', query: [query], features }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('offline Ontario gazetteer', () => {
  const geocoder = gazetteerGeocoder();
  it('suggests street addresses with coordinates and their municipality', async () => {
    const [first] = await geocoder.suggest('100 Queen St W');
    expect(first).toMatchObject({
      label: '100 Queen Street West, Toronto, Ontario M5H 2N2, Canada',
      type: 'address',
      municipality: 'Toronto',
    });
    expect(first!.latitude).toBeCloseTo(43.65, 1);
    expect(first!.longitude).toBeCloseTo(-79.38, 1);
  });
  it('finds a street address typed the French way', async () => {
    for (const query of ['110, avenue Laurier Ouest', '110 av. Laurier O', '100, rue Queen Ouest']) {
      const [first] = await geocoder.suggest(query);
      expect(`${query} -> ${first?.label}`).toMatch(
        / -> (110 Laurier Avenue West, Ottawa|100 Queen Street West, Toronto)/,
      );
    }
    // A French word that names nothing in the address still finds nothing.
    expect(await geocoder.suggest('110, avenue Laurier Nord')).toEqual([]);
  });
  it('suggests places, localities map to their municipality, at most 5', async () => {
    expect((await geocoder.suggest('Missi'))[0]).toMatchObject({
      label: 'Mississauga, Ontario, Canada',
      municipality: 'Mississauga',
      type: 'place',
    });
    expect((await geocoder.suggest('scarb'))[0]).toMatchObject({ place: 'Scarborough', municipality: 'Toronto' });
    expect((await geocoder.suggest('ontario')).length).toBe(5);
    expect(await geocoder.suggest('zzzz nowhere')).toEqual([]);
  });
});

describe('address suggestions endpoint', () => {
  let ctx: TestContext;
  let other: TestContext['app'];
  let token: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    token = (await registerUser(ctx.app)).token;
    other = await ctx.buildAnother({ GEOCODER_TOKEN: 'pk.test-token', GEOCODER_BASE_URL: baseUrl });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('answers from the gazetteer by default; nothing under 3 characters; the query is validated', async () => {
    const res = await apiCall(ctx.app, 'GET', '/api/properties/address-suggestions?q=300%20city%20centre', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({
      label: '300 City Centre Drive, Mississauga, Ontario L5B 3C1, Canada',
      municipality: 'Mississauga',
    });
    expect((await apiCall(ctx.app, 'GET', '/api/properties/address-suggestions?q=to', token)).json()).toEqual([]);
    expect((await apiCall(ctx.app, 'GET', '/api/properties/address-suggestions', token)).statusCode).toBe(400);
    expect(
      (await apiCall(ctx.app, 'GET', `/api/properties/address-suggestions?q=${'a'.repeat(201)}`, token)).statusCode,
    ).toBe(400);
  });

  it('asks the configured service (autocomplete, Canada, address/place/locality, limit 5) and keeps at most 5', async () => {
    requests.length = 0;
    const res = await apiCall(other, 'GET', '/api/properties/address-suggestions?q=Front%20Street', token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toHaveLength(5);
    expect(body[0]).toEqual({
      id: 'address.0',
      label: '1 Front Street, Toronto, Ontario M5J 1E6, Canada',
      type: 'address',
      place: 'Toronto',
      municipality: 'Toronto',
      latitude: 43.64,
      longitude: -79.38,
    });
    const sent = requests[0]!;
    expect(sent.pathname).toBe('/geocoding/v5/mapbox.places/Front%20Street.json');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      access_token: 'pk.test-token',
      autocomplete: 'true',
      country: 'ca',
      types: 'address,place,locality',
      limit: '5',
    });
  });

  it('falls back to the gazetteer when the service refuses', async () => {
    failNext = true;
    const res = await apiCall(other, 'GET', '/api/properties/address-suggestions?q=brampton', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ label: 'Brampton, Ontario, Canada' });
  });

  it('the service client reports an unreachable service', async () => {
    const down = serviceGeocoder({ token: 'x', baseUrl: 'http://127.0.0.1:1' });
    await expect(down.suggest('anything')).rejects.toThrow(/could not be reached/);
  });
});
