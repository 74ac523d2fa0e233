// The cluster bench's set-up and inspection: an in-process app from the production build (api/dist) on the same
// database, used only to create data as users would (inject) and to queue jobs; and the owner's SQL connection
// that counts alerts, ledger rows, deliveries and jobs.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiDir, apiRequire } from '../scratch.mjs';

const dist = (file) => import(pathToFileURL(join(apiDir, 'dist', file)).href);
export const PASSWORD = 'Parcel-Watch-2024!';

/** The seeding app: rate limits off (it signs many users up from one address), jobs sent, never worked here. */
export async function openSeeder(env) {
  const { buildApp } = await dist('app.js');
  const { loadConfig } = await dist('config/index.js');
  const config = loadConfig({ ...env, RATE_LIMIT_ENABLED: 'false', JOBS_WORKERS: 'external', LOG_LEVEL: 'silent' });
  return buildApp(config);
}

async function inject(app, method, url, token, payload) {
  const res = await app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload }),
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} -> ${res.statusCode} ${res.body}`);
  return res.json();
}

/**
 * The demo company (its admin signs up as the demo account would), its demo properties subscribed through the local
 * checkout, and a webhook endpoint to `webhookUrl`. No meetings exist yet: the properties match nothing at creation,
 * so every alert comes from the analysis of the ingest that follows.
 */
export async function seedDemoCompany(app, { webhookUrl, emailSuffix }) {
  const { DEMO_ACCOUNT, DEMO_PROPERTIES } = await dist('demo/municipal.js');
  const { withTenant } = await dist('db/tenant-context.js');
  const email = DEMO_ACCOUNT.email.replace('@', `+${emailSuffix}@`);
  const registered = await inject(app, 'POST', '/api/custom-auth/register', null, {
    email,
    password: PASSWORD,
    first_name: DEMO_ACCOUNT.firstName,
    last_name: DEMO_ACCOUNT.lastName,
    company_name: `${DEMO_ACCOUNT.company} ${emailSuffix}`,
    enroll_in_trial: true,
  });
  const token = registered.access_token;
  const { id: userId, company_id: companyId } = registered.user;
  const municipalities = await inject(app, 'GET', '/api/properties/municipalities', token);
  const byName = new Map(municipalities.map((m) => [m.name, m.id]));
  const propertyIds = [];
  for (const property of DEMO_PROPERTIES) {
    const created = await inject(app, 'POST', '/api/properties/', token, {
      nickname: property.nickname,
      address: property.address,
      latitude: property.lat,
      longitude: property.lng,
      municipality_id: byName.get(property.municipality),
      current_land_use: property.currentLandUse,
      future_land_use: property.futureLandUse,
      notes: property.notes,
    });
    propertyIds.push(created.id);
    const url = await withTenant(companyId, () =>
      app.billing.startCheckout({ companyId, propertyId: created.id }, userId, email),
    );
    await withTenant(companyId, () => app.billing.confirmLocalCheckout(url.split('/').pop()));
  }
  const webhook = await inject(app, 'POST', '/api/notifications/webhooks', token, { url: webhookUrl, enabled: true });
  // The admin takes immediate mails for urgent alerts (the default, set explicitly so the count means something).
  await inject(app, 'PUT', '/api/notifications/preferences', token, {
    email_mode: 'immediate_and_digest',
    digest_frequency: 'daily',
  });
  const unusedMunicipality = municipalities.find((m) => !DEMO_PROPERTIES.some((p) => p.municipality === m.name));
  return { email, token, userId, companyId, propertyIds, webhookId: webhook.id, unusedMunicipality, municipalities };
}

/** `count` members (numbered from `first`) invited by the admin and signed in through their invitation mail's link. */
export async function inviteMembers(app, admin, count, outboxDir, first = 0, mailMode = 'immediate_and_digest') {
  const members = [];
  for (let i = first; i < first + count; i++) {
    const email = `member-${i}-${admin.email}`;
    await inject(app, 'POST', '/api/companies/users', admin.token, { email, first_name: 'Member', last_name: `${i}` });
    const sidecar = readdirSync(outboxDir)
      .filter((name) => name.endsWith('.json') && name.includes('invit') && name.includes(`member-${i}-`))
      .sort()
      .pop();
    const link = JSON.parse(readFileSync(join(outboxDir, sidecar), 'utf8')).link;
    const accepted = await inject(app, 'POST', '/api/custom-auth/accept-invite', null, {
      token: new URL(link).searchParams.get('token'),
      password: PASSWORD,
    });
    // Digests only: the load's users must not each get a mail per urgent alert from the notifications sweep.
    if (mailMode !== 'immediate_and_digest')
      await inject(app, 'PUT', '/api/notifications/preferences', accepted.access_token, {
        email_mode: mailMode,
        digest_frequency: 'weekly',
      });
    members.push({ email, token: accepted.access_token, userId: accepted.user.id });
  }
  return members;
}

/** The demo meetings stored as an ingest stores them, and the demo address index: the changed agenda items' ids. */
export async function ingestDemoMeetings(app) {
  const { demoMeetings } = await dist('demo/municipal.js');
  const { ingestMeetings } = await dist('pipeline/store.js');
  const { importAddressFile } = await dist('addresses/import.js');
  const { DEMO_ADDRESS_FILE } = await dist('demo/load-municipal.js');
  const ingested = await ingestMeetings(app.db, demoMeetings(new Date()));
  await importAddressFile(app.db, DEMO_ADDRESS_FILE, { source: 'demo' });
  return { itemIds: ingested.changedAgendaItemIds, counts: ingested.counts };
}

/** The analysis queued as the ingest queues it: analyze-items jobs of `batch` items. Returns the jobs' count. */
export async function queueAnalysis(app, itemIds, batch) {
  let jobs = 0;
  for (let i = 0; i < itemIds.length; i += batch) {
    await app.jobs.send('analyze-items', { agendaItemIds: itemIds.slice(i, i + batch) });
    jobs += 1;
  }
  return jobs;
}

/** The owner's connection (no row-level security) for counting. */
export async function ownerSql(url) {
  const pg = apiRequire('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    client,
    rows: async (text, values) => (await client.query(text, values)).rows,
    end: () => client.end(),
  };
}

export async function alertCounts(db, companyId) {
  const [row] = await db.rows(
    `select (select count(*)::int from alerts where company_id = $1) as alerts,
            (select count(*)::int from (select distinct company_id, property_id, meeting_id from alerts where company_id = $1) k) as distinct_alerts,
            (select count(*)::int from alert_items where company_id = $1) as items,
            (select count(*)::int from (select distinct alert_id, agenda_item_id from alert_items where company_id = $1) k) as distinct_items,
            (select count(*)::int from alerts where company_id = $1 and severity = 'urgent') as urgent`,
    [companyId],
  );
  return row;
}

export async function notificationCounts(db, companyId) {
  const [row] = await db.rows(
    `select (select count(*)::int from notification_deliveries where company_id = $1) as ledger,
            (select count(*)::int from (select distinct user_id, alert_id, kind from notification_deliveries where company_id = $1) k) as distinct_ledger,
            (select count(*)::int from webhook_deliveries where company_id = $1 and alert_id is not null) as webhooks,
            (select count(*)::int from (select distinct endpoint_id, alert_id, event, severity from webhook_deliveries where company_id = $1 and alert_id is not null) k) as distinct_webhooks,
            (select count(*)::int from webhook_deliveries where company_id = $1 and alert_id is not null and status = 'pending') as webhooks_pending`,
    [companyId],
  );
  return row;
}

/** Jobs of these kinds not yet finished (created, retry, active) and those failed for good. */
export async function jobBacklog(db, kinds) {
  const rows = await db.rows(
    `select name, state::text as state, count(*)::int as n, coalesce(sum(retry_count), 0)::int as retries
       from pgboss.job where name = any($1::text[]) group by 1, 2`,
    [kinds],
  );
  const sum = (states) => rows.filter((r) => states.includes(r.state)).reduce((n, r) => n + r.n, 0);
  return {
    rows,
    pending: sum(['created', 'retry', 'active']),
    active: sum(['active']),
    completed: sum(['completed']),
    failed: sum(['failed', 'cancelled']),
    retries: rows.reduce((n, r) => n + r.retries, 0),
  };
}

/** The alert mails in the outboxes of these folders: { total, duplicates } by (recipient, subject, link). */
export function outboxAlertMails(outboxDirs) {
  const keys = [];
  for (const dir of outboxDirs) {
    let names = [];
    try {
      names = readdirSync(dir).filter((name) => name.endsWith('.json'));
    } catch {
      continue;
    }
    for (const name of names) {
      const record = JSON.parse(readFileSync(join(dir, name), 'utf8'));
      if (record.kind === 'alert') keys.push(`${record.to}|${record.subject}|${record.link}`);
    }
  }
  return { total: keys.length, duplicates: keys.length - new Set(keys).size };
}
