import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  agendaItems,
  alertItems,
  alerts,
  documents,
  meetings,
  municipalities,
  properties,
} from '../../src/db/schema/index.js';
import { extractFile } from '../../src/extract/index.js';
import { csvField, defuseFormula } from '../../src/exports/csv.js';
import { EXPORT_MAX_ROWS } from '../../src/exports/table.js';
import {
  apiCall,
  bearer,
  createTestContext,
  registerUser,
  type RegisteredUser,
  type TestContext,
} from '../helpers/helpers.js';

/*
 * Exports (CSV, XLSX) and the PDF report of one alert, over the real app, database and HTTP handling: the files are
 * read back (the CSV parsed, the workbook opened with exceljs, the PDF's text extracted with the app's own
 * extractor) and checked; another company never sees a row; the row cap is reached with 10,001 real alerts.
 */

let ctx: TestContext;
let owner: RegisteredUser;
let other: RegisteredUser;
let companyId: string;
let towerId: string;
let plazaId: string;
let otherPropertyId: string;
let urgentId: number;
let otherAlertId: number;
let documentId: number;
let watchId: string;
let dir: string;

const get = (url: string, token = owner.token) => apiCall(ctx.app, 'GET', url, token);

/** A minimal RFC 4180 reader for the test (quoted fields, doubled quotes, CRLF records). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

beforeAll(async () => {
  ctx = await createTestContext();
  dir = await mkdtemp(path.join(tmpdir(), 'exports-test-'));
  owner = await registerUser(ctx.app, { company_name: 'Owner Co' });
  other = await registerUser(ctx.app, { company_name: 'Other Co' });
  companyId = owner.user.company_id;
  const db = ctx.database.db;
  const [toronto] = await db.select().from(municipalities).where(eq(municipalities.name, 'Toronto'));
  const property = async (company: string, name: string) => {
    const [row] = await db
      .insert(properties)
      .values({
        companyId: company,
        name,
        address: `${name}, 100 Queen Street West, Toronto`,
        municipalityId: toronto!.id,
        latitude: 43.6534,
        longitude: -79.3841,
      })
      .returning();
    return row!.id;
  };
  towerId = await property(companyId, 'Queen Tower');
  plazaId = await property(companyId, 'Plaza, "North"');
  otherPropertyId = await property(other.user.company_id, 'Secret Lot');
  const [meeting] = await db
    .insert(meetings)
    .values({
      source: 'test:toronto',
      sourceId: 'exports-1',
      municipalityId: toronto!.id,
      title: 'Exports Test Planning Committee',
      committeeName: 'Planning and Housing Committee',
      startsAt: new Date('2026-12-02T14:00:00Z'),
      summary: 'Rezoning of 100 Queen Street West.',
      agendaUrl: 'https://example.org/agenda.pdf',
    })
    .returning();
  const [item] = await db
    .insert(agendaItems)
    .values({
      meetingId: meeting!.id,
      sourceId: 'PH1.1',
      itemNumber: 'PH1.1',
      title: 'Zoning amendment at 100 Queen Street West',
      description: 'A 40-storey tower is proposed.',
      addresses: ['100 Queen Street West'],
      sourceUrl: 'https://example.org/items/PH1.1',
      coordinates: [{ lat: 43.6541, lng: -79.3832 }],
    })
    .returning();
  const [doc] = await db
    .insert(documents)
    .values({
      source: 'test:toronto',
      sourceId: 'report-PH1.1',
      meetingId: meeting!.id,
      agendaItemId: item!.id,
      title: 'Staff report PH1.1',
      url: 'https://example.org/report.pdf',
      text: 'Staff recommend approval for 100 Queen Street West.',
      extractionStatus: 'done',
    })
    .returning();
  documentId = doc!.id;
  const insertAlert = async (
    values: Partial<typeof alerts.$inferInsert> & { companyId: string; sourceKey: string },
  ) => {
    const [row] = await db
      .insert(alerts)
      .values({ severity: 'normal', title: 'An alert', summary: 'Something happened', ...values })
      .returning();
    return row!.id;
  };
  urgentId = await insertAlert({
    companyId,
    propertyId: towerId,
    meetingId: meeting!.id,
    sourceKey: `meeting:${meeting!.id}`,
    severity: 'urgent',
    title: 'Tower rezoning next door',
    summary: 'A 40-storey tower is proposed at 100 Queen Street West.',
    categories: ['zoning'],
  });
  await insertAlert({
    companyId,
    propertyId: plazaId,
    sourceKey: 'proposal:1',
    severity: 'high',
    title: '=HYPERLINK("http://evil.example","click")',
    summary: 'Line one, "quoted"\nline two',
    categories: ['fees'],
  });
  await insertAlert({ companyId, propertyId: plazaId, sourceKey: 'proposal:2', status: 'dismissed', title: 'Gone' });
  otherAlertId = await insertAlert({
    companyId: other.user.company_id,
    propertyId: otherPropertyId,
    sourceKey: 'proposal:9',
    severity: 'urgent',
    title: 'Secret alert of another company',
  });
  await db.insert(alertItems).values({
    alertId: urgentId,
    companyId,
    agendaItemId: item!.id,
    documentId,
    rule: 'address',
    confidence: 'High',
    score: 0.97,
    severity: 'urgent',
    categories: ['zoning'],
    impactSummary: 'The item names the property address.',
    evidence: [
      { rule: 'address', text: '100 Queen Street West', field: 'title', confidence: 0.97, documentId, page: 1 },
    ],
  });
  const watch = await apiCall(ctx.app, 'POST', '/api/watches', owner.token, {
    name: 'Inclusionary zoning',
    terms: '"inclusionary zoning"',
    company_wide: true,
  });
  watchId = watch.json().id;
  await insertAlert({
    companyId,
    watchId,
    sourceKey: 'watch:test:1',
    title: 'Inclusionary zoning report',
    headline: 'The <mark>inclusionary zoning</mark> rules',
    matchedTerms: ['inclusionary zoning'],
  });
}, 300_000);

afterAll(async () => {
  await ctx?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('CSV cells', () => {
  it('defuses what a spreadsheet would run and quotes as RFC 4180 says', () => {
    expect(defuseFormula('=1+1')).toBe("'=1+1");
    expect(defuseFormula('+1')).toBe("'+1");
    expect(defuseFormula('-1')).toBe("'-1");
    expect(defuseFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(defuseFormula('\tx')).toBe("'\tx");
    expect(defuseFormula('safe = text')).toBe('safe = text');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(-5)).toBe('-5');
    expect(csvField(null)).toBe('');
  });
});

describe('GET /api/alerts/export', () => {
  it('answers the list as UTF-8 CSV with a BOM, a header row and one row per alert, formulas defused', async () => {
    const res = await get('/api/alerts/export?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="parcelwatch-alerts-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['x-export-truncated']).toBe('false');
    expect(res.headers['cache-control']).toBe('no-store');
    const raw = res.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = raw.toString('utf8').slice(1);
    expect(text.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual(
      expect.arrayContaining(['Alert ID', 'Title', 'Severity', 'Property or watch list', 'Link']),
    );
    const titles = rows.slice(1).map((r) => r[1]);
    expect(titles).toEqual(
      expect.arrayContaining(['Tower rezoning next door', '\'=HYPERLINK("http://evil.example","click")']),
    );
    expect(titles).not.toContain('Gone'); // dismissed alerts leave the list, as on the page
    expect(text).not.toContain('Secret');
    expect(res.headers['x-export-rows']).toBe(String(rows.length - 1));
    const hyperlink = rows.find((r) => r[1]!.includes('HYPERLINK'))!;
    expect(hyperlink[4]).toBe('Plaza, "North"');
    expect(hyperlink[12]).toBe('Line one, "quoted"\nline two');
    const tower = rows.find((r) => r[0] === String(urgentId))!;
    expect(tower[14]).toMatch(new RegExp(`/alerts\\?alertId=${urgentId}&view=1$`));
  });

  it("applies the page's filters: the severity tab, the search and a property", async () => {
    const urgent = parseCsv((await get('/api/alerts/export?severity=urgent')).body.slice(1));
    expect(urgent.slice(1).map((r) => r[0])).toEqual([String(urgentId)]);
    const searched = parseCsv((await get('/api/alerts/export?search=hyperlink')).body.slice(1));
    expect(searched).toHaveLength(2);
    const res = await get(`/api/alerts/export?propertyId=${towerId}`);
    expect(res.headers['content-disposition']).toContain('parcelwatch-property-alerts-');
    expect(
      parseCsv(res.body.slice(1))
        .slice(1)
        .map((r) => r[0]),
    ).toEqual([String(urgentId)]);
  });

  it('answers an XLSX workbook that opens with the same rows', async () => {
    const res = await get('/api/alerts/export?format=xlsx&sort=severity');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('alerts')!;
    expect(sheet.getRow(1).getCell(2).value).toBe('Title');
    expect(sheet.getRow(2).getCell(1).value).toBe(urgentId);
    expect(sheet.getRow(2).getCell(2).value).toBe('Tower rezoning next door');
    expect(sheet.getRow(3).getCell(2).value).toBe('\'=HYPERLINK("http://evil.example","click")');
    expect(sheet.rowCount).toBe(4); // header, two alerts, the watch match
  });

  it('refuses bad values with 400 and another company’s property with 404', async () => {
    expect((await get('/api/alerts/export?format=pdf')).statusCode).toBe(400);
    expect((await get('/api/alerts/export?severity=extreme')).json().detail).toMatch(/^Severity must be one of/);
    expect((await get(`/api/alerts/export?propertyId=${otherPropertyId}`)).statusCode).toBe(404);
    expect((await get('/api/alerts/export?propertyId=not-a-uuid')).statusCode).toBe(404);
    expect((await apiCall(ctx.app, 'GET', '/api/alerts/export')).statusCode).toBe(401);
  });

  it('gives another company its own rows only', async () => {
    const rows = parseCsv((await get('/api/alerts/export', other.token)).body.slice(1));
    expect(rows.slice(1).map((r) => r[0])).toEqual([String(otherAlertId)]);
  });

  it(`stops at ${EXPORT_MAX_ROWS} rows and says so`, async () => {
    const big = await registerUser(ctx.app, { company_name: 'Big Co' });
    const [lot] = await ctx.database.db
      .insert(properties)
      .values({ companyId: big.user.company_id, name: 'Big Lot', address: '1 Big Street' })
      .returning();
    await ctx.database.db.execute(sql`insert into alerts (company_id, property_id, source_key, severity, title, summary)
      select ${big.user.company_id}, ${lot!.id}, 'bulk:' || n, 'normal', 'Bulk alert ' || n, 'Bulk'
      from generate_series(1, ${EXPORT_MAX_ROWS + 1}) n`);
    const res = await get('/api/alerts/export', big.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-export-rows']).toBe(String(EXPORT_MAX_ROWS));
    expect(res.headers['x-export-truncated']).toBe('true');
    expect(res.headers['x-export-note']).toMatch(/more than 10000 rows/);
    expect(parseCsv(res.body.slice(1))).toHaveLength(EXPORT_MAX_ROWS + 1);
  }, 120_000);
});

describe('GET /api/meetings/export and /api/watches/{id}/matches/export', () => {
  it("exports the meetings list under its filters, with the company's alert counts", async () => {
    const res = await get('/api/meetings/export?search=Exports%20Test&format=csv');
    expect(res.statusCode).toBe(200);
    const rows = parseCsv(res.body.slice(1));
    expect(rows[0]![1]).toBe('Title');
    expect(rows.slice(1).map((r) => r[1])).toEqual(['Exports Test Planning Committee']);
    expect(rows[1]![10]).toBe('1');
    const theirs = parseCsv((await get('/api/meetings/export?search=Exports%20Test', other.token)).body.slice(1));
    expect(theirs[1]![10]).toBe('0');
    expect((await get('/api/meetings/export?timeframe=soon')).statusCode).toBe(400);
    expect((await get('/api/meetings/export?from=2026-12-01&to=2026-01-01')).statusCode).toBe(400);
  });

  it("exports a watch list's matches, to those who may see the watch only", async () => {
    const res = await get(`/api/watches/${watchId}/matches/export?format=csv`);
    expect(res.statusCode).toBe(200);
    const rows = parseCsv(res.body.slice(1));
    expect(rows.slice(1).map((r) => r[2])).toEqual(['Inclusionary zoning report']);
    expect(rows[1]![4]).toBe('The inclusionary zoning rules');
    const xlsx = await get(`/api/watches/${watchId}/matches/export?format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect((await get(`/api/watches/${watchId}/matches/export`, other.token)).statusCode).toBe(404);
  });
});

describe('GET /api/alerts/{id}/pdf', () => {
  it('answers a PDF whose text holds the title, the items, why they matched, the map and the citations', async () => {
    const res = await get(`/api/alerts/${urgentId}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="parcelwatch-alert-${urgentId}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const file = path.join(dir, 'alert.pdf');
    await writeFile(file, res.rawPayload);
    const { text } = await extractFile(file, 'pdf');
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Tower rezoning next door');
    expect(flat).toContain('Exports Test Planning Committee');
    expect(flat).toContain('Zoning amendment at 100 Queen Street West');
    expect(flat).toContain("Names the property's address (100 Queen Street West)");
    expect(flat).toContain('Blue square: the property');
    expect(flat).toContain('Follow timeline');
    expect(flat).toContain(`/documents/${documentId}?page=1`);
    expect(flat).toContain(`/alerts?alertId=${urgentId}&view=1`);
  });

  it("answers 404 for another company's alert and for ids that are none", async () => {
    const theirs = await get(`/api/alerts/${urgentId}/pdf`, other.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ detail: 'Alert not found' });
    expect((await get('/api/alerts/99999999999/pdf')).statusCode).toBe(404);
    expect((await get('/api/alerts/abc/pdf')).statusCode).toBe(404);
  });
});

describe('hostile values', () => {
  it('answer 4xx, never 5xx, and a search is taken as text', async () => {
    const nasty = ['%', '_', "'; drop table alerts; --", '=cmd|/C calc!A0', '\u0000', 'é'.repeat(200), 'x'.repeat(201)];
    for (const value of nasty) {
      const q = encodeURIComponent(value);
      for (const url of [
        `/api/alerts/export?search=${q}`,
        `/api/alerts/export?sort=${q}`,
        `/api/alerts/export?propertyId=${q}`,
        `/api/alerts/export?format=${q}`,
        `/api/meetings/export?search=${q}&format=xlsx`,
        `/api/meetings/export?from=${q}`,
        `/api/watches/${q}/matches/export`,
        `/api/alerts/${q}/pdf`,
      ]) {
        const res = await get(url);
        expect([200, 400, 404]).toContain(res.statusCode);
        if (res.statusCode !== 200) expect(typeof res.json().detail).toBe('string');
      }
    }
    for (const id of ['2147483648', '99999999999999999999', '-1', '0', '1e3'])
      expect((await get(`/api/alerts/${id}/pdf`)).statusCode).toBe(404);
    expect((await get('/api/alerts/export?search=%25')).body).not.toContain('Secret');
  }, 120_000);
});

describe('API keys', () => {
  it('read the alert export with the alerts scope and are refused the meetings export without its scope', async () => {
    const created = await apiCall(ctx.app, 'POST', '/api/api-keys/', owner.token, {
      name: 'CRM',
      scopes: ['alerts'],
      expires_in_days: 30,
    });
    expect(created.statusCode).toBe(201);
    const key = created.json().key as string;
    const res = await ctx.app.inject({ method: 'GET', url: '/api/alerts/export', headers: bearer(key) });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Tower rezoning next door');
    const meetingsRes = await ctx.app.inject({ method: 'GET', url: '/api/meetings/export', headers: bearer(key) });
    expect(meetingsRes.statusCode).toBe(403);
    const watchRes = await ctx.app.inject({
      method: 'GET',
      url: `/api/watches/${watchId}/matches/export`,
      headers: bearer(key),
    });
    expect(watchRes.statusCode).toBe(403);
  });
});
