import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { committees, committeeTypes, municipalities, propertyDocuments } from '../../src/db/schema/index.js';
import { apiCall, createTestContext, registerUser, type HttpMethod, type TestContext } from '../helpers/helpers.js';
import { multipart, uploadPropertyDocument } from '../helpers/upload-helpers.js';

let ctx: TestContext;
let torontoId: number;
let ottawaId: number;
let torontoCommittees: number[];
let ottawaCommittee: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  const [toronto] = await db.select().from(municipalities).where(eq(municipalities.name, 'Toronto'));
  const [ottawa] = await db.select().from(municipalities).where(eq(municipalities.name, 'Ottawa'));
  torontoId = toronto!.id;
  ottawaId = ottawa!.id;
  const [council] = await db.select().from(committeeTypes).where(eq(committeeTypes.slug, 'council'));
  const [planning] = await db.select().from(committeeTypes).where(eq(committeeTypes.slug, 'planning'));
  // The demo dataset and the ingest create committees; this file inserts its own.
  const rows = await db
    .insert(committees)
    .values([
      { municipalityId: torontoId, name: 'Test City Council', committeeTypeId: council!.id },
      { municipalityId: torontoId, name: 'Test Planning and Housing Committee', committeeTypeId: planning!.id },
      { municipalityId: ottawaId, name: 'Test Ottawa City Council', committeeTypeId: council!.id },
    ])
    .returning();
  torontoCommittees = rows.filter((r) => r.municipalityId === torontoId).map((r) => r.id);
  ottawaCommittee = rows.find((r) => r.municipalityId === ottawaId)!.id;
});
afterAll(async () => {
  await ctx?.close();
});

const call = (method: HttpMethod, url: string, token?: string, payload?: unknown) =>
  apiCall(ctx.app, method, url, token, payload);
const newCompany = () => registerUser(ctx.app, { company_name: `Co ${Math.random()}`, enroll_in_trial: true });

async function createProperty(token: string, overrides: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/properties/', token, {
    nickname: 'City Hall',
    address: '100 Queen Street West, Toronto, Ontario M5H 2N2, Canada',
    latitude: 43.6534,
    longitude: -79.3841,
    municipality_id: torontoId,
    current_land_use: 'commercial',
    future_land_use: 'mixed_use',
    notes: 'Watching the square',
    selectedCommittees: torontoCommittees,
    ...overrides,
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const upload = (token: string, propertyId: string, payload: Buffer) =>
  uploadPropertyDocument(ctx.app, token, propertyId, payload);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const TXT = Buffer.from(
  'Site plan for 100 Queen Street West. The owner proposes a twelve storey mixed use building with retail at grade. ' +
    'The zoning by-law amendment requests additional height and reduced parking. A heritage impact assessment is attached. ' +
    'Community consultation is planned for the spring, and the application will go to Toronto and East York Community Council.\n',
);

async function storedFiles(companyId: string, propertyId: string) {
  const dir = path.join(ctx.dataDir, 'files', 'properties', companyId, propertyId);
  return existsSync(dir) ? readdir(dir) : [];
}

async function subscribe(token: string, propertyId: string) {
  const res = await call('POST', `/api/property-subscriptions/${propertyId}/create-checkout`, token);
  expect(res.statusCode).toBe(200);
  const url = new URL(res.json().checkout_url);
  const confirm = await ctx.app.inject({
    method: 'POST',
    url: `${url.pathname}/confirm`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(confirm.statusCode).toBeLessThan(400);
}

describe('properties CRUD', () => {
  it('creates, lists with the subscription state, reads, updates only the editable fields and deletes', async () => {
    const admin = await newCompany();
    expect((await call('GET', '/api/properties/', admin.token)).json()).toEqual([]);
    const created = await createProperty(admin.token);
    expect(created).toMatchObject({
      name: 'City Hall',
      nickname: 'City Hall',
      address: '100 Queen Street West, Toronto, Ontario M5H 2N2, Canada',
      municipality_id: torontoId,
      municipality_name: 'Toronto',
      current_land_use: 'commercial',
      future_land_use: 'mixed_use',
      notes: 'Watching the square',
      active: false,
      subscription_status: 'inactive',
      payment_status: null,
      cancel_at_period_end: false,
      property_summary: null,
      summary_updated_at: null,
    });
    const list = (await call('GET', '/api/properties/', admin.token)).json();
    expect(list.map((p: { id: string }) => p.id)).toEqual([created.id]);
    expect((await call('GET', `/api/properties/${created.id}`, admin.token)).json()).toMatchObject({
      id: created.id,
      name: 'City Hall',
    });

    const updated = await call('PUT', `/api/properties/${created.id}`, admin.token, {
      nickname: 'The Square',
      current_land_use: 'institutional',
      future_land_use: null,
      notes: 'Updated',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'The Square',
      nickname: 'The Square',
      current_land_use: 'institutional',
      future_land_use: null,
      notes: 'Updated',
      address: created.address,
    });
    const cleared = await call('PUT', `/api/properties/${created.id}`, admin.token, { nickname: '' });
    expect(cleared.json()).toMatchObject({
      name: created.address,
      nickname: null,
      current_land_use: 'institutional',
      notes: 'Updated',
    });
    // Address and municipality cannot be edited.
    const refused = await call('PUT', `/api/properties/${created.id}`, admin.token, {
      address: 'elsewhere',
      municipality_id: ottawaId,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toEqual(expect.any(String));

    const del = await call('DELETE', `/api/properties/${created.id}`, admin.token);
    expect(del.statusCode).toBe(200);
    expect((await call('GET', `/api/properties/${created.id}`, admin.token)).statusCode).toBe(404);
  });

  it('names the property after the nickname, else the address, else the coordinates', async () => {
    const admin = await newCompany();
    const byAddress = await createProperty(admin.token, { nickname: '  ' });
    expect(byAddress.name).toBe('100 Queen Street West, Toronto, Ontario M5H 2N2, Canada');
    expect(byAddress.nickname).toBeNull();
    const byCoordinates = await createProperty(admin.token, {
      nickname: '',
      address: null,
      latitude: 43.6426,
      longitude: -79.3871,
    });
    expect(byCoordinates.name).toBe('43.6426, -79.3871');
  });

  it('validates the create body with the messages of the wizard', async () => {
    const admin = await newCompany();
    const base = { municipality_id: torontoId, selectedCommittees: torontoCommittees };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base }, 'Address is required'],
      [{ ...base, latitude: 43.6 }, 'Longitude is required'],
      [{ ...base, longitude: -79.3 }, 'Latitude is required'],
      [{ ...base, address: 'x', municipality_id: 999999 }, 'Please select a municipality'],
      [{ ...base, address: 'x', selectedCommittees: [] }, 'Select at least one committee'],
      [
        { ...base, address: 'x', selectedCommittees: [ottawaCommittee] },
        "Every selected committee must belong to the property's municipality or a regional body that includes it.",
      ],
    ];
    for (const [body, detail] of cases) {
      const res = await call('POST', '/api/properties/', admin.token, body);
      expect({ status: res.statusCode, detail: res.json().detail }).toEqual({ status: 400, detail });
    }
    for (const body of [
      { ...base, latitude: 91, longitude: 0 },
      { ...base, latitude: 0, longitude: -181 },
      { ...base, address: 'x', municipality_id: 'one' },
      { address: 'x' },
    ]) {
      const res = await call('POST', '/api/properties/', admin.token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toEqual(expect.any(String));
    }
    // A municipality without committees needs none.
    const [muni] = await ctx.database.db
      .insert(municipalities)
      .values({ name: `Testville ${Math.random()}` })
      .returning();
    const ok = await call('POST', '/api/properties/', admin.token, { address: '1 Main St', municipality_id: muni!.id });
    expect(ok.statusCode).toBe(201);
    expect((await call('GET', '/api/properties/', admin.token)).json()).toHaveLength(1);
  });

  it('refuses to delete a subscribed property with 409 and a clear detail', async () => {
    const admin = await newCompany();
    const property = await createProperty(admin.token);
    await subscribe(admin.token, property.id);
    const listed = (await call('GET', '/api/properties/', admin.token)).json()[0];
    expect(listed).toMatchObject({
      active: true,
      subscription_status: 'trialing',
      payment_status: 'trial',
      cancel_at_period_end: false,
    });
    expect(listed.trial_end).toEqual(expect.any(String));
    const del = await call('DELETE', `/api/properties/${property.id}`, admin.token);
    expect(del.statusCode).toBe(409);
    expect(del.json().detail).toMatch(/active subscription/);
    expect((await call('GET', `/api/properties/${property.id}`, admin.token)).statusCode).toBe(200);
    // Cancelling shows as cancel_at_period_end on the list; the property stays until the period ends.
    expect(
      (await call('POST', `/api/property-subscriptions/${property.id}/cancel-subscription`, admin.token)).statusCode,
    ).toBe(200);
    expect((await call('GET', `/api/properties/${property.id}`, admin.token)).json()).toMatchObject({
      active: true,
      cancel_at_period_end: true,
    });
    expect((await call('DELETE', `/api/properties/${property.id}`, admin.token)).statusCode).toBe(409);
  });

  it('serves municipalities and land-use types', async () => {
    const admin = await newCompany();
    const munis = (await call('GET', '/api/properties/municipalities', admin.token)).json();
    expect(munis).toEqual(
      expect.arrayContaining([
        {
          id: torontoId,
          name: 'Toronto',
          parent_name: null,
          kind: 'single-tier',
          upper_tier: null,
          latitude: expect.any(Number),
          longitude: expect.any(Number),
        },
        expect.objectContaining({ name: 'Mississauga', parent_name: 'Peel Region', upper_tier: 'Peel Region' }),
      ]),
    );
    const uses = (await call('GET', '/api/properties/land-use-types', admin.token)).json();
    expect(uses).toEqual(
      expect.arrayContaining([
        { value: 'residential', label: 'Residential' },
        { value: 'mixed_use', label: 'Mixed Use' },
      ]),
    );
  });

  it('documents every property and committee route in OpenAPI with its tag', async () => {
    const spec = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const expected: [string, string, string][] = [
      ['/api/properties/', 'get', 'properties'],
      ['/api/properties/', 'post', 'properties'],
      ['/api/properties/{id}', 'put', 'properties'],
      ['/api/properties/{id}', 'delete', 'properties'],
      ['/api/properties/municipalities', 'get', 'properties'],
      ['/api/properties/municipalities/nearest', 'get', 'properties'],
      ['/api/properties/land-use-types', 'get', 'properties'],
      ['/api/properties/address-suggestions', 'get', 'properties'],
      ['/api/properties/{id}/documents', 'get', 'properties'],
      ['/api/properties/{id}/documents/upload', 'post', 'properties'],
      ['/api/properties/{id}/generate-summary', 'post', 'properties'],
      ['/api/committees/types', 'get', 'committees'],
      ['/api/committees/municipality/{municipality}', 'get', 'committees'],
      ['/api/committees/property/{id}', 'get', 'committees'],
      ['/api/committees/property/{id}/committees', 'post', 'committees'],
    ];
    for (const [path, method, tag] of expected)
      expect({ path, method, tags: spec.paths[path]?.[method]?.tags }).toEqual({ path, method, tags: [tag] });
  });

  it('answers 401 without a token on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/properties/'],
      ['POST', '/api/properties/'],
      ['GET', '/api/properties/municipalities'],
      ['GET', '/api/properties/land-use-types'],
      ['GET', '/api/properties/address-suggestions?q=toronto'],
      ['GET', '/api/committees/types'],
    ] as const) {
      expect((await call(method, url)).statusCode).toBe(401);
    }
  });
});

describe('application numbers', () => {
  it('are optional, kept as typed (trimmed, one per file), validated and bounded, on create and on update', async () => {
    const admin = await newCompany();
    const plain = await createProperty(admin.token);
    expect(plain.application_numbers).toEqual([]);
    const created = await createProperty(admin.token, {
      application_numbers: [' OZ 22/012  W7 ', 'OZ-22-012', '22 123456 STE 10 OZ', ''],
    });
    // "OZ-22-012" is the same file as "OZ 22/012 W7": kept once, as first written.
    expect(created.application_numbers).toEqual(['OZ 22/012 W7', '22 123456 STE 10 OZ']);
    const put = await call('PUT', `/api/properties/${created.id}`, admin.token, {
      application_numbers: ['A-123/24', 'OZS-2023-0012'],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().application_numbers).toEqual(['A-123/24', 'OZS-2023-0012']);
    // Other fields leave them alone; an empty list clears them.
    expect(
      (await call('PUT', `/api/properties/${created.id}`, admin.token, { nickname: 'Renamed' })).json()
        .application_numbers,
    ).toEqual(['A-123/24', 'OZS-2023-0012']);
    expect(
      (await call('PUT', `/api/properties/${created.id}`, admin.token, { application_numbers: [] })).json()
        .application_numbers,
    ).toEqual([]);

    const refusals: Array<[unknown, string | RegExp]> = [
      [
        ['no digits here'],
        '"no digits here" is not a planning application number: use letters, digits, spaces, dashes, slashes or dots, such as OZ 22/012 or A-123/24.',
      ],
      [['<script>1</script>'], /is not a planning application number/],
      [['1234'], /is not a planning application number/],
      [['A'.repeat(41)], 'Application numbers item 1 must be at most 40 characters'],
      [Array.from({ length: 21 }, (_, i) => `A-${i}/24`), 'Application numbers must have at most 20 items'],
      ['OZ 22/012', 'Application numbers must be an array'],
      [['A-1/24', 42], 'Application numbers item 2 must be a string'],
    ];
    for (const [value, detail] of refusals) {
      for (const [method, url] of [
        ['POST', '/api/properties/'],
        ['PUT', `/api/properties/${created.id}`],
      ] as const) {
        const body =
          method === 'POST'
            ? {
                address: '1 Yonge Street, Toronto',
                municipality_id: torontoId,
                selectedCommittees: torontoCommittees,
                application_numbers: value,
              }
            : { application_numbers: value };
        const res = await call(method, url, admin.token, body);
        expect({ method, status: res.statusCode }).toEqual({ method, status: 400 });
        expect(res.json().detail).toMatch(detail);
      }
    }
    // A refused update changed nothing.
    expect((await call('GET', `/api/properties/${created.id}`, admin.token)).json().application_numbers).toEqual([]);
  });

  it("are another company's business: an update through another tenant answers 404 and changes nothing", async () => {
    const owner = await newCompany();
    const other = await newCompany();
    const property = await createProperty(owner.token, { application_numbers: ['SPA 21-005'] });
    const res = await call('PUT', `/api/properties/${property.id}`, other.token, {
      application_numbers: ['21T-22003'],
    });
    expect(res.statusCode).toBe(404);
    expect((await call('GET', `/api/properties/${property.id}`, owner.token)).json().application_numbers).toEqual([
      'SPA 21-005',
    ]);
    expect((await call('GET', '/api/properties/', other.token)).json()).toEqual([]);
  });
});

describe('tenant isolation', () => {
  it("answers 404 to another company on every property route, and never shows or changes the other's data", async () => {
    const owner = await newCompany();
    const other = await newCompany();
    const property = await createProperty(owner.token);
    expect(
      (await upload(owner.token, property.id, multipart([{ filename: 'notes.txt', content: TXT }]))).statusCode,
    ).toBe(201);
    const routes: [HttpMethod, string, unknown?][] = [
      ['GET', `/api/properties/${property.id}`],
      ['PUT', `/api/properties/${property.id}`, { nickname: 'stolen' }],
      ['DELETE', `/api/properties/${property.id}`],
      ['GET', `/api/properties/${property.id}/documents`],
      ['POST', `/api/properties/${property.id}/generate-summary`],
      ['GET', `/api/committees/property/${property.id}`],
      ['POST', `/api/committees/property/${property.id}/committees`, { committee_ids: [torontoCommittees[0]] }],
      ['GET', `/api/property-subscriptions/${property.id}/subscription`],
      ['POST', `/api/property-subscriptions/${property.id}/create-checkout`],
    ];
    for (const [method, url, body] of routes) {
      const res = await call(method, url, other.token, body);
      expect({ url, method, status: res.statusCode, detail: res.json().detail }).toEqual({
        url,
        method,
        status: 404,
        detail: 'Property not found',
      });
    }
    const up = await upload(other.token, property.id, multipart([{ filename: 'x.txt', content: TXT }]));
    expect(up.statusCode).toBe(404);
    expect((await call('GET', '/api/properties/', other.token)).json()).toEqual([]);
    // Nothing changed for the owner.
    expect((await call('GET', `/api/properties/${property.id}`, owner.token)).json().nickname).toBe('City Hall');
    expect((await call('GET', `/api/properties/${property.id}/documents`, owner.token)).json()).toHaveLength(1);
    expect((await call('GET', `/api/committees/property/${property.id}`, owner.token)).json()).toHaveLength(2);
    // Unknown and malformed ids answer 404 too.
    expect((await call('GET', '/api/properties/00000000-0000-4000-8000-000000000000', owner.token)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/properties/not-a-uuid', owner.token)).statusCode).toBe(404);
  });
});

describe('committees', () => {
  it("lists types, committees by municipality id or lower-cased name, and a property's committees; sets them", async () => {
    const admin = await newCompany();
    const types = (await call('GET', '/api/committees/types', admin.token)).json();
    expect(types).toEqual(
      expect.arrayContaining([expect.objectContaining({ slug: 'council', display_name: 'Council' })]),
    );

    const byName = (await call('GET', '/api/committees/municipality/toronto', admin.token)).json();
    const byId = (await call('GET', `/api/committees/municipality/${torontoId}`, admin.token)).json();
    expect(byName).toEqual(byId);
    expect(byName.map((c: { id: number }) => c.id).sort()).toEqual(
      expect.arrayContaining([...torontoCommittees].sort()),
    );
    expect(byName[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      municipality_id: torontoId,
      municipality_name: 'Toronto',
      committee_type: expect.objectContaining({ display_name: expect.any(String) }),
    });
    expect((await call('GET', '/api/committees/municipality/richmond%20hill', admin.token)).statusCode).toBe(200);
    const unknown = await call('GET', '/api/committees/municipality/atlantis', admin.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('Municipality not found');

    const property = await createProperty(admin.token, { selectedCommittees: [torontoCommittees[0]] });
    expect(
      (await call('GET', `/api/committees/property/${property.id}`, admin.token))
        .json()
        .map((c: { id: number }) => c.id),
    ).toEqual([torontoCommittees[0]]);
    const set = await call('POST', `/api/committees/property/${property.id}/committees`, admin.token, {
      committee_ids: torontoCommittees,
    });
    expect(set.statusCode).toBe(200);
    expect(
      set
        .json()
        .map((c: { id: number }) => c.id)
        .sort(),
    ).toEqual([...torontoCommittees].sort());
    const wrong = await call('POST', `/api/committees/property/${property.id}/committees`, admin.token, {
      committee_ids: [ottawaCommittee],
    });
    expect(wrong.statusCode).toBe(400);
    // The refused change kept the selection.
    expect((await call('GET', `/api/committees/property/${property.id}`, admin.token)).json()).toHaveLength(2);
    expect(
      (await call('POST', `/api/committees/property/${property.id}/committees`, admin.token, { committee_ids: 'x' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('documents', () => {
  it('uploads several files in one request, lists them with sizes, and keeps them on disk under server names', async () => {
    const admin = await newCompany();
    const property = await createProperty(admin.token);
    const res = await upload(
      admin.token,
      property.id,
      multipart([
        { filename: 'plan.pdf', content: PDF },
        { filename: '../../notes.TXT', content: TXT },
      ]),
    );
    expect(res.statusCode).toBe(201);
    const docs = res.json().documents;
    expect(docs.map((d: { filename: string; file_size: number }) => [d.filename, d.file_size])).toEqual([
      ['plan.pdf', PDF.length],
      ['notes.TXT', TXT.length],
    ]);
    const listed = (await call('GET', `/api/properties/${property.id}/documents`, admin.token)).json();
    expect(listed).toHaveLength(2);
    expect(listed[0]).toEqual({
      id: expect.any(Number),
      filename: expect.any(String),
      file_size: expect.any(Number),
      uploaded_at: expect.any(String),
      extraction_status: expect.any(String),
      extraction_error: listed[0].extraction_status === 'failed' ? expect.any(String) : null,
    });
    const files = await storedFiles(admin.user.company_id, property.id);
    expect(files).toHaveLength(2);
    expect(files.every((f) => /^[0-9a-f-]{36}\.(pdf|txt)$/.test(f))).toBe(true);
  });

  it('refuses 50 MB + 1 byte with 413 and a renamed .exe, keeping nothing from a failed request', async () => {
    const admin = await newCompany();
    const property = await createProperty(admin.token);
    const big = Buffer.alloc(50 * 1024 * 1024 + 1, 0x20);
    PDF.copy(big);
    const tooLarge = await upload(
      admin.token,
      property.id,
      multipart([
        { filename: 'ok.txt', content: TXT },
        { filename: 'big.pdf', content: big },
      ]),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().detail).toBe('The file is too large (maximum 50 MB).');

    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(4000, 1)]);
    const renamed = await upload(admin.token, property.id, multipart([{ filename: 'setup.pdf', content: exe }]));
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().detail).toBe("The file's content is not a valid PDF document.");
    const renamedTxt = await upload(admin.token, property.id, multipart([{ filename: 'readme.txt', content: exe }]));
    expect(renamedTxt.statusCode).toBe(400);
    const wrongExt = await upload(admin.token, property.id, multipart([{ filename: 'setup.exe', content: exe }]));
    expect(wrongExt.statusCode).toBe(400);
    expect(wrongExt.json().detail).toBe('Only PDF, DOC, DOCX and TXT files are allowed.');
    const wrongField = await upload(
      admin.token,
      property.id,
      multipart([{ filename: 'a.txt', content: TXT, field: 'document' }]),
    );
    expect(wrongField.statusCode).toBe(400);
    const notMultipart = await call('POST', `/api/properties/${property.id}/documents/upload`, admin.token, {
      file: 'x',
    });
    expect(notMultipart.statusCode).toBe(400);

    expect(await storedFiles(admin.user.company_id, property.id)).toEqual([]);
    expect(
      await ctx.database.db.select().from(propertyDocuments).where(eq(propertyDocuments.propertyId, property.id)),
    ).toEqual([]);
  });

  it('deleting a property removes its documents and files', async () => {
    const admin = await newCompany();
    const property = await createProperty(admin.token);
    expect((await upload(admin.token, property.id, multipart([{ filename: 'a.txt', content: TXT }]))).statusCode).toBe(
      201,
    );
    expect(await storedFiles(admin.user.company_id, property.id)).toHaveLength(1);
    expect((await call('DELETE', `/api/properties/${property.id}`, admin.token)).statusCode).toBe(200);
    expect(await storedFiles(admin.user.company_id, property.id)).toEqual([]);
    expect(
      await ctx.database.db.select().from(propertyDocuments).where(eq(propertyDocuments.propertyId, property.id)),
    ).toEqual([]);
  });
});

describe('generate-summary', () => {
  it('refuses with a clear detail when there is no document or no document has text', async () => {
    const admin = await newCompany();
    const property = await createProperty(admin.token);
    const none = await call('POST', `/api/properties/${property.id}/generate-summary`, admin.token);
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toBe('Upload at least one document before generating a summary.');
    // A blank text file and a PDF without any text: nothing to summarize.
    expect(
      (
        await upload(
          admin.token,
          property.id,
          multipart([
            { filename: 'empty.txt', content: Buffer.from('   \n') },
            { filename: 'scan.pdf', content: PDF },
          ]),
        )
      ).statusCode,
    ).toBe(201);
    const empty = await call('POST', `/api/properties/${property.id}/generate-summary`, admin.token);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toMatch(/No text could be read/);
    const docs = await ctx.database.db
      .select()
      .from(propertyDocuments)
      .where(eq(propertyDocuments.propertyId, property.id));
    expect(docs.map((d) => d.extractionStatus).sort()).toEqual(
      expect.arrayContaining([expect.stringMatching(/done|failed/)]),
    );
    expect(docs.every((d) => d.extractionStatus !== 'pending')).toBe(true);
    expect((await call('GET', `/api/properties/${property.id}`, admin.token)).json().property_summary).toBeNull();
  });

  it("summarizes the documents' text through the AI provider and stores it on the property", async () => {
    const admin = await newCompany();
    const property = await createProperty(admin.token);
    expect(
      (await upload(admin.token, property.id, multipart([{ filename: 'site-plan.txt', content: TXT }]))).statusCode,
    ).toBe(201);
    const res = await call('POST', `/api/properties/${property.id}/generate-summary`, admin.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.summary.length).toBeGreaterThan(20);
    expect(body.summary).toMatch(/storey|zoning|heritage|Queen/i);
    expect(body.documents_used).toBe(1);
    const stored = (await call('GET', `/api/properties/${property.id}`, admin.token)).json();
    expect(stored.property_summary).toBe(body.summary);
    expect(stored.summary_updated_at).toBe(body.summary_updated_at);
  });
});
