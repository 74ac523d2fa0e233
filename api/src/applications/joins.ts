import { sql } from 'drizzle-orm';
import { applicationKey, scanApplicationKeys } from '../addresses/grammar.js';
import type { Db } from '../db/client.js';
import { queryRows } from '../db/rows.js';
import { addressKeysOf } from './store.js';
import { typeOfWords } from './types.js';

/*
 * Joining the steps other sources tell to the applications (docs/applications.md "Joins"). An agenda item or a
 * tribunal decision joins a file by its file number first (any spelling: the key of addresses/grammar.ts), in the
 * file's municipality; else an agenda item joins by address and type: it names one of the file's addresses, its
 * words say the file's type, and its meeting is within JOIN_WINDOW_DAYS of the filing. Each step records why it
 * was joined. Re-running adds nothing (a step's key is its source's id).
 */
export const JOIN_WINDOW_DAYS = 730;
const MAX_ITEMS = 20_000;

export interface JoinResult {
  /** Timeline steps added: updates on the files' alert threads. */
  newSteps: number[];
}

interface Step {
  application_id: number;
  kind: string;
  occurred_on: string | null;
  source: string;
  ref: string;
  title: string;
  link: string | null;
  join_reason: string;
  agenda_item_id: number | null;
  decision_id: number | null;
}

const MAX_CANDIDATES = 5000;

/**
 * The keys every run of 2 to 6 groups of letters and digits in `text` would have: what a file number written there in
 * any spelling ('A0656/16NY', 'A-656/16 NY') could be. Looked up in the files' keys, then confirmed by
 * scanApplicationKeys (a run must stand alone: 'A-123/24-1' is not 'A-123/24').
 */
export function candidateKeys(text: string): string[] {
  const groups = [...text.toUpperCase().matchAll(/[A-Z]+|\d+/g)].map((m) =>
    /^\d/.test(m[0]) ? m[0].replace(/^0+(?=\d)/, '') : m[0],
  );
  const out = new Set<string>();
  for (let i = 0; i < groups.length && out.size < MAX_CANDIDATES; i++)
    for (let n = 2; n <= 6 && i + n <= groups.length; n++) {
      const run = groups.slice(i, i + n);
      if (run.some((g) => /^\d/.test(g))) out.add(run.join('-'));
    }
  return [...out];
}

/** The file numbers of `found` (applications with their keys) that `text` names, standing alone: key -> as written. */
function namedIn(text: string, found: Array<Record<string, unknown>>): Map<string, string> {
  const keys = new Set(found.flatMap((a) => a.file_keys as string[]));
  const named = scanApplicationKeys(
    text,
    keys,
    new Set([...keys].map((k) => k.split('-').length)),
    new Set([...keys].map((k) => k.split('-')[0]!)),
  );
  return new Map(named.map((n) => [n.key, n.text]));
}

async function insertSteps(db: Db, steps: Step[]): Promise<number[]> {
  if (steps.length === 0) return [];
  const rows = await queryRows(
    db,
    sql`insert into application_events (application_id, kind, occurred_on, source, ref, title, link, join_reason, agenda_item_id, decision_id)
        select x.application_id, x.kind, x.occurred_on, x.source, x.ref, x.title, x.link, x.join_reason, x.agenda_item_id, x.decision_id
        from json_to_recordset(${JSON.stringify(steps)}::json) as x(application_id integer, kind text, occurred_on date, source text,
          ref text, title text, link text, join_reason text, agenda_item_id integer, decision_id integer)
        where exists (select 1 from applications a where a.id = x.application_id)
        on conflict (application_id, kind, ref) do nothing
        returning id`,
  );
  return rows.map((r) => Number(r.id));
}

/** Agenda items (by id; every recent item naming a file or an address when `itemIds` is null) onto the files. */
export async function joinAgendaItems(
  db: Db,
  itemIds: number[] | null,
  now = new Date(),
  municipalityId: number | null = null,
): Promise<JoinResult> {
  if (itemIds !== null && itemIds.length === 0) return { newSteps: [] };
  const items = await queryRows(
    db,
    sql`select i.id, i.title, coalesce(i.description, '') as description, i.addresses, i.application_numbers, i.decision,
          i.source_url, m.municipality_id, m.starts_at, coalesce(m.committee_name, m.title) as body, m.source, coalesce(m.agenda_url, m.source_url) as agenda
        from agenda_items i join meetings m on m.id = i.meeting_id
        where ${municipalityId === null ? sql`true` : sql`m.municipality_id = ${municipalityId}`}
          and ${itemIds === null ? sql`(cardinality(i.application_numbers) > 0 or cardinality(i.addresses) > 0) and m.starts_at > now() - interval '3 years'` : sql`i.id in (select value::integer from json_array_elements_text(${JSON.stringify(itemIds)}::json))`}
        order by i.id desc limit ${MAX_ITEMS}`,
  );
  const steps: Step[] = [];
  for (const item of items) {
    const text = `${item.title}\n${item.description}`;
    const numbers = new Map<string, string>();
    for (const n of item.application_numbers as string[]) {
      const key = applicationKey(n);
      if (key) numbers.set(key, n);
    }
    const startsAt = new Date(item.starts_at as string);
    const on = startsAt.toISOString().slice(0, 10);
    const past = startsAt.getTime() <= now.getTime();
    const base = {
      occurred_on: on,
      source: String(item.source ?? 'agenda'),
      ref: `item:${item.id}`,
      link: (item.source_url as string | null) ?? (item.agenda as string | null),
      agenda_item_id: Number(item.id),
      decision_id: null,
    };
    const stepsOf = (applicationId: number, reason: string): Step[] => [
      {
        ...base,
        application_id: applicationId,
        kind: past ? 'heard' : 'hearing_scheduled',
        title: `${item.body}: ${item.title}`,
        join_reason: reason,
      },
      ...(item.decision
        ? [
            {
              ...base,
              application_id: applicationId,
              kind: 'decision',
              title: `Decision at ${item.body}: ${String(item.decision).slice(0, 300)}`,
              join_reason: reason,
            },
          ]
        : []),
    ];
    const joined = new Set<number>();
    const candidates = [...new Set([...numbers.keys(), ...candidateKeys(text)])];
    if (candidates.length) {
      const found = await queryRows(
        db,
        sql`select id, file_keys from applications where municipality_id = ${item.municipality_id}
            and file_keys && array(select json_array_elements_text(${JSON.stringify(candidates)}::json))`,
      );
      for (const [key, written] of namedIn(text, found)) if (!numbers.has(key)) numbers.set(key, written);
      for (const app of found) {
        const key = (app.file_keys as string[]).find((k) => numbers.has(k));
        if (!key) continue;
        joined.add(Number(app.id));
        steps.push(...stepsOf(Number(app.id), `file number ${numbers.get(key)} in the agenda item`));
      }
    }
    if (joined.size) continue;
    const keys = addressKeysOf([...(item.addresses as string[]), text]);
    if (keys.length === 0) continue;
    const type = typeOfWords(text);
    if (type === 'other') continue;
    const found = await queryRows(
      db,
      sql`select id, addresses from applications where municipality_id = ${item.municipality_id} and type = ${type}
          and address_keys && array(select json_array_elements_text(${JSON.stringify(keys)}::json))
          and filed_on is not null and ${on}::date between filed_on - 30 and filed_on + ${JOIN_WINDOW_DAYS}::int`,
    );
    for (const app of found)
      steps.push(
        ...stepsOf(
          Number(app.id),
          `same address (${(app.addresses as string[])[0] ?? ''}) and type (${type.replaceAll('_', ' ')}) within ${JOIN_WINDOW_DAYS} days of the filing`,
        ),
      );
  }
  return { newSteps: await insertSteps(db, steps) };
}

/** Tribunal decisions (legal_decisions ids; every one when null) onto the files they name. */
export async function joinDecisions(db: Db, decisionIds: number[] | null): Promise<JoinResult> {
  if (decisionIds !== null && decisionIds.length === 0) return { newSteps: [] };
  const decisions = await queryRows(
    db,
    sql`select d.id, d.title, d.caseid, d.decision_date::text as decided, d.url, d.pdf_url, d.municipality, t.name as tribunal,
          (select string_agg(filename, E'\n') from decision_attachments f where f.decision_id = d.id) as files
        from legal_decisions d join legal_tribunals t on t.code = d.database_id
        where ${decisionIds === null ? sql`true` : sql`d.id in (select value::integer from json_array_elements_text(${JSON.stringify(decisionIds)}::json))`}
        order by d.id desc limit ${MAX_ITEMS}`,
  );
  const steps: Step[] = [];
  for (const d of decisions) {
    const text = [d.title, d.caseid ?? '', d.files ?? ''].join('\n');
    const candidates = candidateKeys(text);
    if (candidates.length === 0) continue;
    const found = await queryRows(
      db,
      sql`select a.id, a.file_keys from applications a join municipalities m on m.id = a.municipality_id
          where a.file_keys && array(select json_array_elements_text(${JSON.stringify(candidates)}::json))
          and (${d.municipality ?? null}::text is null or lower(m.name) = lower(${d.municipality ?? null}::text))`,
    );
    const numbers = namedIn(text, found);
    for (const app of found) {
      const key = (app.file_keys as string[]).find((k) => numbers.has(k));
      if (!key) continue;
      const reason = `the ${d.tribunal} decision names file number ${numbers.get(key)}`;
      const base = {
        application_id: Number(app.id),
        source: 'tribunal',
        link: (d.url as string | null) ?? (d.pdf_url as string | null),
        join_reason: reason,
        agenda_item_id: null,
        decision_id: Number(d.id),
      };
      if (d.caseid)
        steps.push({
          ...base,
          kind: 'tribunal_case',
          occurred_on: null,
          ref: `case:${d.caseid}`,
          title: `${d.tribunal} case ${d.caseid}`,
        });
      steps.push({
        ...base,
        kind: 'tribunal_decision',
        occurred_on: (d.decided as string | null) ?? null,
        ref: `decision:${d.id}`,
        title: String(d.title),
      });
    }
  }
  return { newSteps: await insertSteps(db, steps) };
}
