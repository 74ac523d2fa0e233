import { and, eq } from 'drizzle-orm';
import type { ApplicationsService } from '../applications/service.js';
import type { RegistryRecord } from '../applications/record.js';
import { emptyStoreResult, storeRecords } from '../applications/store.js';
import type { Db } from '../db/client.js';
import { legalDecisions, municipalities } from '../db/schema/index.js';
import { ingestMeetings } from '../pipeline/store.js';
import { ingestDecisions } from '../pipeline/store-registries.js';
import type { DecisionRecord, MeetingRecord } from '../pipeline/records.js';

/*
 * The demo's development application (docs/applications.md): a zoning by-law amendment 130 m from the demo's
 * Queen West Lofts, followed from its filing to its Ontario Land Tribunal appeal. Each step arrives from its own
 * source the way live data does, and is joined by the real join code:
 *   - the registry row (as Toronto's Development Applications dataset gives it): filed, then appealed;
 *   - a Planning and Housing Committee agenda item naming the file number: heard, with its decision;
 *   - an OLT decision (as CanLII publishes it) naming the file number: the tribunal case and its decision.
 * The registry row goes first, so the property's alert thread is raised, and the later steps are updates on it.
 */

export const DEMO_APPLICATION = {
  fileNumber: '24 181234 STE 10 OZ',
  address: '500 Queen Street West',
  point: { lat: 43.6482, lng: -79.3989 },
  source: 'ckan:toronto-demo',
  recordId: 'demo-5001234',
} as const;

const day = (today: Date, daysAgo: number) =>
  new Date(today.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);

function registryRecord(today: Date): RegistryRecord {
  const a = DEMO_APPLICATION;
  return {
    recordId: a.recordId,
    fileNumber: a.fileNumber,
    type: 'zoning_bylaw_amendment',
    status: 'OLT Appeal',
    addresses: [a.address],
    point: { ...a.point },
    description:
      'Zoning By-law Amendment application to permit a 14-storey mixed-use building with 182 residential units, ' +
      'a gross floor area of 13,450 square metres and ground floor retail, replacing the existing two-storey commercial buildings.',
    filedOn: day(today, 420),
    hearingOn: day(today, 250),
    decidedOn: day(today, 250),
    modifiedAt: new Date(today.getTime() - 30 * 86_400_000),
    link: 'https://www.toronto.ca/city-government/planning-development/application-information-centre/',
    events: [
      { kind: 'filed', on: day(today, 420), title: 'Application filed: Zoning By-law Amendment' },
      { kind: 'appealed', on: day(today, 200), title: 'Appealed to the Ontario Land Tribunal by the applicant' },
    ],
    skip: null,
    hash: `demo-application-${day(today, 0)}`,
  };
}

function committeeMeeting(today: Date): MeetingRecord {
  const a = DEMO_APPLICATION;
  const startsAt = new Date(`${day(today, 250)}T13:30:00.000Z`);
  const sourceId = 'demo-application-phc';
  return {
    source: 'tmmis:toronto',
    sourceId,
    municipality: 'Toronto',
    committee: 'Planning and Housing Committee',
    title: 'Planning and Housing Committee',
    startsAt,
    endsAt: new Date(startsAt.getTime() + 3 * 3_600_000),
    location: 'Toronto City Hall, Committee Room 1',
    summary: `1 agenda item: ${a.address} - Zoning By-law Amendment Application - Decision Report - Refusal`,
    sourceUrl: 'https://secure.toronto.ca/council/#/committees/2564/',
    items: [
      {
        sourceId: `${sourceId}-item-1`,
        itemNumber: 'PH12.4',
        title: `${a.address} - Zoning By-law Amendment Application - Decision Report - Refusal`,
        description:
          `Application ${a.fileNumber} proposes a 14-storey mixed-use building with 182 residential units at ${a.address}. ` +
          'The City Planning Division recommends that City Council refuse the application.',
        addresses: [`${a.address}, Toronto`],
        coordinates: [{ ...a.point }],
        applicationNumbers: [a.fileNumber],
        wards: ['Ward 10'],
        status: 'Adopted',
        decision: 'City Council refused the application and authorized the City Solicitor to attend the appeal.',
        sourceUrl: 'https://secure.toronto.ca/council/agenda-item.do?item=2025.PH12.4',
      },
    ],
    documents: [
      {
        sourceId: `${sourceId}-report-1`,
        title: `Decision Report - Refusal: ${a.address}`,
        url: 'https://www.toronto.ca/legdocs/mmis/2025/ph/bgrd/backgroundfile-250004.pdf',
        agendaItemSourceId: `${sourceId}-item-1`,
        mimeType: 'text/plain',
        content:
          `Report to Planning and Housing Committee\nSubject: ${a.address} - Zoning By-law Amendment Application ${a.fileNumber}\n` +
          'Recommendation: That City Council refuse the application for a 14-storey mixed-use building with 182 residential units.',
      },
    ],
  };
}

function tribunalDecision(today: Date): DecisionRecord {
  const a = DEMO_APPLICATION;
  const base = 'https://www.canlii.org/en/on/onlt/doc/2026/2026canlii99123/2026canlii99123';
  return {
    tribunal: 'onlt',
    sourceId: 'demo-onlt-application-500-queen',
    title: `Queen West 500 Inc. v. Toronto (City), appeal of Zoning By-law Amendment application ${a.fileNumber}`,
    caseid: 'OLT-25-000412',
    decisionDate: day(today, 30),
    municipality: 'Toronto',
    url: `${base}.html`,
    pdfUrl: `${base}.pdf`,
    citations: [{ act: 'Planning Act', section: '34(11)' }],
    attachments: [],
  };
}

/** What the seeder needs of the app: its database and its applications service (the alerts and the joins). */
export interface ApplicationsDemoApp {
  db: Db;
  applications: Pick<ApplicationsService, 'alertNew' | 'itemsIngested' | 'decisionsIngested'>;
}

/**
 * Seeds the demo application and its steps; answers the application's id (null when Toronto is not there). The
 * committee's agenda item it stores is an agenda item like any other: `agendaItemIds` receives its id, for the
 * caller's analysis (its meeting alert for the nearby property).
 */
export async function seedApplicationsDemo(
  app: ApplicationsDemoApp,
  today = new Date(),
  agendaItemIds: number[] = [],
): Promise<number | null> {
  const { db } = app;
  const [toronto] = await db.select().from(municipalities).where(eq(municipalities.name, 'Toronto'));
  if (!toronto) return null;
  // 1. The registry row: the file and its filing (the property's alert thread is raised on it).
  const stored = emptyStoreResult();
  await storeRecords(db, DEMO_APPLICATION.source, toronto.id, [registryRecord(today)], stored);
  await app.applications.alertNew(stored.created);
  // 2. The committee's agenda item naming the file number: heard, with its decision.
  const ingested = await ingestMeetings(db, [committeeMeeting(today)]);
  await app.applications.itemsIngested(ingested.changedAgendaItemIds);
  agendaItemIds.push(...ingested.changedAgendaItemIds);
  // 3. The tribunal's decision naming the file number: the case and the decision.
  const record = tribunalDecision(today);
  await ingestDecisions(db, [record]);
  const [decision] = await db
    .select({ id: legalDecisions.id })
    .from(legalDecisions)
    .where(and(eq(legalDecisions.sourceId, record.sourceId), eq(legalDecisions.databaseId, record.tribunal)));
  if (decision) await app.applications.decisionsIngested([decision.id]);
  return stored.created[0] ?? null;
}
