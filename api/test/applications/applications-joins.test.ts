import { eq, sql } from 'drizzle-orm';
import { JOIN_WINDOW_DAYS, joinAgendaItems } from '../../src/applications/joins.js';
import { emptyStoreResult, storeRecords } from '../../src/applications/store.js';
import type { RegistryRecord } from '../../src/applications/record.js';
import { agendaItems, meetings, municipalities } from '../../src/db/schema/index.js';
import { queryRows } from '../../src/db/rows.js';
import { createTestContext, type TestContext } from '../helpers/helpers.js';

/*
 * The address join (docs/applications.md "Joins"): an agenda item that names no file number joins a file by one of
 * its addresses and its type, when its meeting is within 730 days of the filing. The window is computed in SQL with
 * the day count as a parameter (`filed_on + $n::int`): PostgreSQL refuses `date + unknown`, so this test fails, on
 * PGlite and on PostgreSQL (TEST_DATABASE_URL), if that cast is taken away.
 */
let ctx: TestContext;
let torontoId: number;
let fileId: number;

const record = (over: Partial<RegistryRecord>): RegistryRecord => ({
  recordId: 'join-1',
  fileNumber: null,
  type: 'minor_variance',
  status: 'Hearing Scheduled',
  addresses: ['156 Locksley AVE'],
  point: null,
  description: 'To construct a rear addition.',
  filedOn: '2024-01-10',
  hearingOn: null,
  decidedOn: null,
  modifiedAt: null,
  link: null,
  events: [{ kind: 'filed', on: '2024-01-10', title: 'Application filed' }],
  skip: null,
  hash: 'join-1',
  ...over,
});

async function itemAt(day: string, title: string): Promise<number> {
  const db = ctx.database.db;
  const [meeting] = await db
    .insert(meetings)
    .values({
      source: 'tmmis:toronto',
      sourceId: `coa-${day}-${title.length}`,
      municipalityId: torontoId,
      title: 'Committee of Adjustment - North York Panel',
      committeeName: 'Committee of Adjustment - North York Panel',
      startsAt: new Date(`${day}T14:00:00Z`),
    })
    .returning();
  const [item] = await db.insert(agendaItems).values({ meetingId: meeting!.id, sourceId: '1', title }).returning();
  return item!.id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  const [toronto] = await db.select().from(municipalities).where(eq(municipalities.name, 'Toronto'));
  torontoId = toronto!.id;
  const into = emptyStoreResult();
  await storeRecords(db, 'ckan:toronto', torontoId, [record({})], into);
  fileId = into.created[0]!;
}, 300_000);
afterAll(async () => {
  await ctx?.close();
});

describe('the address join of agenda items without a file number', () => {
  it('joins an item at one of the file’s addresses, of its type, within the window, and says why', async () => {
    const id = await itemAt('2024-06-04', '156 Locksley Ave - Minor variance to permit a rear addition');
    const { newSteps } = await joinAgendaItems(ctx.database.db, [id], new Date('2026-01-01T00:00:00Z'));
    expect(newSteps).toHaveLength(1);
    const steps = await queryRows(
      ctx.database.db,
      sql`select application_id, kind, occurred_on::text as occurred_on, join_reason from application_events where agenda_item_id = ${id}`,
    );
    expect(steps).toEqual([
      {
        application_id: fileId,
        kind: 'heard',
        occurred_on: '2024-06-04',
        join_reason: `same address (156 Locksley AVE) and type (minor variance) within ${JOIN_WINDOW_DAYS} days of the filing`,
      },
    ]);
  });

  it('leaves out an item after the window, one of another type, and one at another address', async () => {
    const late = await itemAt('2026-01-20', '156 Locksley Ave - Minor variance for a second storey');
    const consent = await itemAt('2024-07-02', '156 Locksley Ave - Consent to sever the lot');
    const elsewhere = await itemAt('2024-07-02', '158 Locksley Ave - Minor variance to permit a deck');
    const { newSteps } = await joinAgendaItems(
      ctx.database.db,
      [late, consent, elsewhere],
      new Date('2026-06-01T00:00:00Z'),
    );
    expect(newSteps).toEqual([]);
  });
});
