import { count, eq, inArray } from 'drizzle-orm';
import type { Config } from '../config/index.js';
import type { Database, Db } from '../db/client.js';
import type { Jobs } from '../jobs/queue.js';
import type { Logger } from '../lib/logger.js';
import { committees, meetings, municipalities, users } from '../db/schema/index.js';
import { ingestMeetings } from '../pipeline/store.js';
import { fileURLToPath } from 'node:url';
import { importAddressFile } from '../addresses/import.js';
import { DEMO_ACCOUNT, DEMO_PROPERTIES, demoMeetings } from './municipal.js';
import { asSystem } from '../db/tenant-context.js';
import { seedApplicationsDemo, type ApplicationsDemoApp } from './applications.js';

/**
 * Loads the demo municipal dataset on a fresh embedded database (the default configuration), the way
 * live data arrives: the demo company signs up with the free trial and adds its properties through the API (nobody
 * subscribes them: they are on the company's trial, as a new company's are), then the meetings go through the store
 * and the analysis. Never on PostgreSQL, never under test,
 * never with DEMO_DATA=false.
 * Runs after the app is ready (it calls the API with inject) and before it listens.
 */
export interface DemoLoadOptions {
  /** Load even on PostgreSQL or under test (the fault tests load it on a throwaway cluster). */
  force?: boolean;
  /** 'queued': the analysis is sent as 'analyze-items' jobs of this many items each, for the workers. */
  queueAnalysisInBatchesOf?: number;
}

/** The demo address index (OpenAddresses layout), written by demoAddressCsv() in municipal.ts. */
export const DEMO_ADDRESS_FILE = fileURLToPath(new URL('../../data/demo-addresses.csv', import.meta.url));

/** A request to the app's own API, answered in process (the app's `inject`). */
export interface DemoRequest {
  method: 'POST';
  url: string;
  headers?: Record<string, string>;
  payload: Record<string, unknown>;
}

/**
 * What the loader needs of the running app: its database, queue, matching service and log, and `inject`, through
 * which the demo company signs up and adds its properties as a user would (the app built by app.ts has all of it).
 */
export interface DemoApp {
  config: Pick<Config, 'demoData' | 'nodeEnv'>;
  database: Pick<Database, 'kind'>;
  db: Db;
  jobs: Pick<Jobs, 'send'>;
  analysis: {
    analyzeAgendaItems(agendaItemIds: number[]): Promise<{ createdAlertIds: number[] }>;
    refreshInsights(companyId: string): Promise<unknown>;
  };
  /** The applications service: the demo's development application raises its alerts and joins its steps. */
  applications: ApplicationsDemoApp['applications'];
  log: Logger;
  inject(request: DemoRequest): Promise<{ statusCode: number; body: string; json(): unknown }>;
}

export async function loadMunicipalDemo(app: DemoApp, options: DemoLoadOptions = {}): Promise<void> {
  // DEMO_DATA=false: an empty database, whatever else (force included) says.
  if (!app.config.demoData) return;
  if (!options.force && (app.config.nodeEnv === 'test' || app.database.kind !== 'pglite')) return;
  const [existing] = await app.db.select({ n: count() }).from(meetings);
  if (Number(existing?.n ?? 0) > 0) return;
  const started = Date.now();

  // The demo company, through the real sign-up.
  const [already] = await asSystem('demo loader: is the demo account there', () =>
    app.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email)),
  );
  if (!already) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/custom-auth/register',
      payload: {
        email: DEMO_ACCOUNT.email,
        password: DEMO_ACCOUNT.password,
        first_name: DEMO_ACCOUNT.firstName,
        last_name: DEMO_ACCOUNT.lastName,
        company_name: DEMO_ACCOUNT.company,
        enroll_in_trial: true,
      },
    });
    if (res.statusCode !== 201) throw new Error(`demo sign-up failed: ${res.statusCode} ${res.body}`);
    const { access_token: token, user } = res.json() as {
      access_token: string;
      user: { id: string; company_id: string };
    };

    // The meetings first (committees are created by the store), so the properties can follow them.
    const records = demoMeetings(new Date());
    const ingested = await ingestMeetings(app.db, records);
    // The demo address index, so the eSCRIBE towns' items (no coordinates) are placed from their addresses.
    await importAddressFile(app.db, DEMO_ADDRESS_FILE, { source: 'demo' });

    const names = [...new Set(DEMO_PROPERTIES.map((p) => p.municipality))];
    const munis = await app.db.select().from(municipalities).where(inArray(municipalities.name, names));
    const committeeRows = await app.db
      .select()
      .from(committees)
      .where(
        inArray(
          committees.municipalityId,
          munis.map((m) => m.id),
        ),
      );
    for (const property of DEMO_PROPERTIES) {
      const muni = munis.find((m) => m.name === property.municipality)!;
      const created = await app.inject({
        method: 'POST',
        url: '/api/properties/',
        headers: { authorization: `Bearer ${token}` },
        payload: {
          nickname: property.nickname,
          address: property.address,
          latitude: property.lat,
          longitude: property.lng,
          municipality_id: muni.id,
          current_land_use: property.currentLandUse,
          future_land_use: property.futureLandUse,
          notes: property.notes,
          selectedCommittees: committeeRows.filter((c) => c.municipalityId === muni.id).map((c) => c.id),
        },
      });
      if (created.statusCode !== 201) throw new Error(`demo property failed: ${created.statusCode} ${created.body}`);
    }

    // A development application near a property, from its filing to its tribunal appeal (demo/applications.ts).
    // Its committee agenda item is analysed with the others (the nearby property's meeting alert).
    const analyse = [...ingested.changedAgendaItemIds];
    await seedApplicationsDemo(app, new Date(), analyse);

    // The analysis path of live data: the ingested items and documents.
    const batch = options.queueAnalysisInBatchesOf;
    if (batch) {
      for (let i = 0; i < analyse.length; i += batch) {
        await app.jobs.send('analyze-items', { agendaItemIds: analyse.slice(i, i + batch) });
      }
      return;
    }
    const analysed = await app.analysis.analyzeAgendaItems(analyse);
    await app.analysis.refreshInsights(user.company_id);
    app.log.info(
      {
        ms: Date.now() - started,
        meetings: ingested.counts.meetings,
        agendaItems: ingested.counts.agendaItems,
        documents: ingested.counts.documents,
        newAlerts: analysed.createdAlertIds.length,
      },
      `loaded the municipal demo dataset; sign in as ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`,
    );
  }
}
