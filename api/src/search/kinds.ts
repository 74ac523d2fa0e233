import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_KINDS, type SearchKind } from '../schemas/search.js';

/*
 * The kinds of things the search finds (docs/search.md), each as SQL: where its rows come from, the columns every
 * result has (id, title, body, date, context, link_ref), the text its snippet is cut from, and its two conditions:
 * the words (`Q`, a tsquery, on the full-text index) and a file number's key (`K`, on the key indexes of migration
 * 0052). Company-scoped kinds take the company (`C`); shared public data has no company condition.
 */

export { SEARCH_KINDS, type SearchKind };

export const KIND_LABELS: Record<SearchKind, string> = {
  alerts: 'Alerts',
  properties: 'Properties',
  applications: 'Applications',
  agenda_items: 'Agenda items',
  meetings: 'Meetings',
  documents: 'Documents',
  uploaded_documents: 'Uploaded documents',
  proposals: 'Provincial proposals',
  decisions: 'Tribunal decisions',
  mayoral_decisions: 'Mayoral decisions',
};

export interface KindSql {
  from: SQL;
  /** The kind's own table (with the alias `from` gives it), its key, and the text a snippet is cut from. */
  main: SQL;
  pk: SQL;
  body: SQL;
  /** id, title, date, context, link_ref (what the link needs beyond the id). */
  columns: SQL;
  words: (q: SQL, company: string) => SQL;
  /** Rows naming the file number of key `k`; absent where a kind has no file number. */
  key?: (k: string, company: string) => SQL;
  order: SQL;
  /** Rows ranked before the newest: small rows only (a document's tsvector is too large to rank 1,000 of). */
  rank?: (q: SQL) => SQL;
}

const itemKeys = (k: string) => sql`pw_application_keys(i.application_numbers) @> array[${k}]::text[]`;
const uuid = (c: string) => sql`${c}::uuid`;

export const KINDS: Record<SearchKind, KindSql> = {
  alerts: {
    from: sql`alerts a left join properties p on p.id = a.property_id`,
    main: sql`alerts a`,
    pk: sql`a.id`,
    body: sql`coalesce(a.preview, a.summary)`,
    columns: sql`a.id::text as id, a.title, a.created_at as date,
      coalesce(p.name, 'Watch list') as context, null::text as link_ref`,
    // A file's thread is searched through the file's words (its application's index, migration 0062).
    words: (q, c) => sql`a.company_id = ${uuid(c)} and (
      (a.source_key not like 'application:%' and to_tsvector('english', a.search_text) @@ ${q})
      or (a.source_key like 'application:%' and split_part(a.source_key, ':', 2) in (
        select ap.id::text from applications ap where to_tsvector('english', ap.search_text) @@ ${q})))`,
    key: (k, c) =>
      sql`a.company_id = ${uuid(c)} and a.id in (select ai.alert_id from alert_items ai
        join agenda_items i on i.id = ai.agenda_item_id where ai.company_id = ${uuid(c)} and ${itemKeys(k)})`,
    order: sql`a.created_at desc, a.id desc`,
    rank: (q) => sql`ts_rank(to_tsvector('english', a.search_text), ${q})`,
  },
  properties: {
    from: sql`properties p left join municipalities mu on mu.id = p.municipality_id`,
    main: sql`properties p`,
    pk: sql`p.id`,
    body: sql`coalesce(p.address, '') || ' ' || coalesce(p.notes, '')`,
    columns: sql`p.id::text as id, p.name as title, 
      p.created_at as date, mu.name as context, null::text as link_ref`,
    words: (q, c) =>
      sql`p.company_id = ${uuid(c)} and to_tsvector('english', p.name || ' ' || coalesce(p.nickname, '') || ' ' ||
        coalesce(p.address, '') || ' ' || coalesce(p.notes, '') || ' ' || array_to_string(p.application_numbers, ' ')) @@ ${q}`,
    key: (k, c) => sql`p.company_id = ${uuid(c)} and pw_application_keys(p.application_numbers) @> array[${k}]::text[]`,
    order: sql`p.name, p.id`,
  },
  applications: {
    from: sql`applications ap join municipalities mu on mu.id = ap.municipality_id`,
    main: sql`applications ap`,
    pk: sql`ap.id`,
    body: sql`coalesce(ap.description, array_to_string(ap.addresses, '; '))`,
    columns: sql`ap.id::text as id,
      concat_ws(' — ', nullif(array_to_string(ap.file_numbers, ', '), ''), ap.addresses[1]) as title,
      coalesce(ap.filed_on::timestamptz, ap.updated_at) as date,
      mu.name as context, coalesce(ap.file_numbers[1], ap.addresses[1]) as link_ref`,
    words: (q) => sql`to_tsvector('english', ap.search_text) @@ ${q}`,
    key: (k) => sql`ap.file_keys @> array[${k}]::text[]`,
    order: sql`ap.filed_on desc nulls last, ap.id desc`,
    rank: (q) => sql`ts_rank(to_tsvector('english', ap.search_text), ${q})`,
  },
  agenda_items: {
    from: sql`agenda_items i join meetings m on m.id = i.meeting_id join municipalities mu on mu.id = m.municipality_id`,
    main: sql`agenda_items i`,
    pk: sql`i.id`,
    body: sql`coalesce(i.description, '') || ' ' || array_to_string(i.addresses, '; ')`,
    columns: sql`i.id::text as id, i.title, 
      m.starts_at as date, mu.name || ' · ' || coalesce(m.committee_name, m.title) as context,
      (select min(d.id) from documents d where d.agenda_item_id = i.id)::text as link_ref`,
    words: (q) => sql`i.search_tsv @@ ${q}`,
    key: (k) => itemKeys(k),
    order: sql`m.starts_at desc, i.id desc`,
    rank: (q) => sql`ts_rank(i.search_tsv, ${q})`,
  },
  meetings: {
    from: sql`meetings m join municipalities mu on mu.id = m.municipality_id`,
    main: sql`meetings m`,
    pk: sql`m.id`,
    body: sql`concat_ws(' · ', m.committee_name, m.location, m.summary)`,
    columns: sql`m.id::text as id, m.title, 
      m.starts_at as date, mu.name as context, m.title as link_ref`,
    words: (q) => sql`to_tsvector('english', m.search_text) @@ ${q}`,
    key: (k) => sql`m.id in (select i.meeting_id from agenda_items i where ${itemKeys(k)})`,
    order: sql`m.starts_at desc, m.id desc`,
    rank: (q) => sql`ts_rank(to_tsvector('english', m.search_text), ${q})`,
  },
  documents: {
    from: sql`documents d left join meetings m on m.id = d.meeting_id left join municipalities mu on mu.id = m.municipality_id`,
    main: sql`documents d`,
    pk: sql`d.id`,
    body: sql`left(coalesce(d.text, ''), 100000)`,
    columns: sql`d.id::text as id, d.title, coalesce(m.starts_at, d.created_at) as date,
      concat_ws(' · ', mu.name, m.title) as context, null::text as link_ref`,
    words: (q) => sql`d.search_tsv @@ ${q}`,
    key: (k) => sql`d.agenda_item_id in (select i.id from agenda_items i where ${itemKeys(k)})`,
    order: sql`d.id desc`,
  },
  uploaded_documents: {
    from: sql`property_documents pd join properties p on p.id = pd.property_id`,
    main: sql`property_documents pd`,
    pk: sql`pd.id`,
    body: sql`left(coalesce(pd.extracted_text, ''), 200000)`,
    columns: sql`pd.id::text as id, pd.filename as title, 
      pd.uploaded_at as date, p.name as context, p.id::text as link_ref`,
    words: (q, c) =>
      sql`pd.company_id = ${uuid(c)} and to_tsvector('english', left(coalesce(pd.extracted_text, ''), 200000)) @@ ${q}`,
    order: sql`pd.uploaded_at desc, pd.id desc`,
  },
  proposals: {
    from: sql`proposals pr`,
    main: sql`proposals pr`,
    pk: sql`pr.id`,
    body: sql`coalesce(pr.description, '')`,
    columns: sql`pr.id::text as id, pr.source_id || ' — ' || pr.title as title, 
      pr.posted_date::timestamptz as date, pr.ministry as context, pr.source_id as link_ref`,
    words: (q) => sql`pr.search_tsv @@ ${q}`,
    key: (k) => sql`pw_application_key(pr.source_id) = ${k}`,
    order: sql`pr.posted_date desc nulls last, pr.id desc`,
  },
  decisions: {
    from: sql`legal_decisions ld`,
    main: sql`legal_decisions ld`,
    pk: sql`ld.id`,
    body: sql`concat_ws(' · ', ld.caseid, ld.municipality)`,
    columns: sql`ld.id::text as id, ld.title, 
      ld.decision_date::timestamptz as date, ld.caseid as context, coalesce(ld.caseid, ld.title) as link_ref`,
    words: (q) => sql`ld.search_tsv @@ ${q}`,
    key: (k) => sql`pw_application_key(ld.caseid) = ${k}`,
    order: sql`ld.decision_date desc nulls last, ld.id desc`,
    rank: (q) => sql`ts_rank(ld.search_tsv, ${q})`,
  },
  mayoral_decisions: {
    from: sql`mayoral_decisions md join municipalities mu on mu.id = md.municipality_id`,
    main: sql`mayoral_decisions md`,
    pk: sql`md.id`,
    body: sql`coalesce(md.title, '')`,
    columns: sql`md.id::text as id, concat_ws(' — ', md.decision_id, md.title) as title, 
      md.decision_date::timestamptz as date, mu.name as context, md.decision_id as link_ref`,
    words: (q) => sql`md.search_tsv @@ ${q}`,
    key: (k) => sql`pw_application_key(md.decision_id) = ${k}`,
    order: sql`md.decision_date desc nulls last, md.id desc`,
  },
};

/** The route in the app a result opens. */
export function linkOf(kind: SearchKind, id: string, ref: string | null, title: string): string {
  const q = (text: string | null) => encodeURIComponent(text ?? '');
  switch (kind) {
    case 'alerts':
      return `/alerts?alertId=${id}`;
    case 'properties':
      return `/map?propertyId=${id}`;
    case 'uploaded_documents':
      return `/map?propertyId=${ref ?? ''}`;
    case 'documents':
      return `/documents/${id}`;
    case 'agenda_items':
      return ref ? `/documents/${ref}` : `/meetings?q=${q(title)}`;
    case 'meetings':
      return `/meetings?q=${q(ref)}`;
    case 'applications':
      return `/applications/${id}`;
    case 'proposals':
      return `/provincial?q=${q(ref)}`;
    case 'decisions':
      return `/precedents?q=${q(ref)}`;
    case 'mayoral_decisions':
      return `/decisions?q=${q(ref)}`;
  }
}
