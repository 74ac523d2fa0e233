import type {
  AgendaItemRecord,
  Connector,
  DocumentRecord,
  MeetingPageFailure,
  MeetingRecord,
  SourceRecord,
} from '../records.js';
import { createHash } from 'node:crypto';
import { fetchIfChanged, type ValidatorStore } from './conditional.js';
import { SourceBudgetError, SourceHttpError, type PoliteFetch } from './http.js';
import { tmmisItemPage } from './tmmis-item-page.js';
import {
  tmmisItemRecord,
  type TmmisAgendaItemJson,
  type TmmisDecisionBodyJson,
  type TmmisMeetingJson,
  type TmmisPage,
} from './tmmis-json.js';

/*
 * Toronto TMMIS (secure.toronto.ca/council). The public pages are built from read-only JSON:
 *   GET  api/multiple/decisionbody-list.json?termId=N     every council, committee and board of a term of council
 *   GET  api/multiple/meeting.json?decisionBodyId=N        every meeting of one of them (meetingDate in ms, mtgStatusCd)
 *   GET  api/csrf.json                                     sets the XSRF-TOKEN cookie the search below asks for
 *   POST api/multiple/agenda-items.json?pageNumber=P&pageSize=200&sortOrder=meetingDate asc,referenceSort
 *        {meetingFromDate, meetingToDate, include*} with X-XSRF-TOKEN: the agenda items of every meeting in a
 *        window, one record per item and meeting (reference, itemStatus, summary, decisions, wards, addresses with
 *        coordinates, planning application number, background attachment ids); {Result, Records, TotalPages}.
 * and the HTML item page agenda-item.do?item=2024.GG16.12 (real capture in test/fixtures/tmmis), which shows each
 * consideration of the item (committee, then council) with its status, decision and linked documents.
 * Background files live at toronto.ca/legdocs/mmis/<year>/<agenda code>/bgrd/backgroundfile-<id>.pdf.
 */

export { TMMIS_ITEM_STATUS } from './tmmis-text.js';
export { tmmisAgendaItem, tmmisItemPage, type TmmisConsideration, type TmmisItemPage } from './tmmis-item-page.js';
export {
  backgroundFileUrl,
  tmmisItemRecord,
  type TmmisAddressJson,
  type TmmisAgendaItemJson,
  type TmmisDecisionBodyJson,
  type TmmisMeetingJson,
  type TmmisPage,
} from './tmmis-json.js';

const torontoDay = (ms: number) => new Date(ms).toLocaleDateString('en-CA', { timeZone: 'America/Toronto' });
const longDay = (ms: number) =>
  new Date(ms).toLocaleDateString('en-US', {
    timeZone: 'America/Toronto',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });

/** Terms of council (8: Nov 15 2022 - Nov 14 2026, then every four years) that overlap a window. */
export function termsOf(from: Date, to: Date): number[] {
  const term = (d: Date) => {
    const year = d.getUTCFullYear();
    const started = d.getUTCMonth() > 10 || (d.getUTCMonth() === 10 && d.getUTCDate() >= 15) ? year : year - 1;
    return 8 + Math.floor((started - 2022) / 4);
  };
  const out: number[] = [];
  for (let t = term(from); t <= term(to); t++) out.push(t);
  return out;
}

export interface TmmisOptions {
  /** https://secure.toronto.ca/council (no trailing slash). */
  baseUrl: string;
  /** Where background files are served: https://www.toronto.ca/legdocs for the real site. */
  legdocsBase: string;
  fetch: PoliteFetch;
  municipality?: string;
  daysBack?: number;
  daysAhead?: number;
  /** Fetch the item page of items with an address or application number (their status, decision, documents). */
  itemPages?: boolean;
  /** Polls: an item of a near meeting (2 days before now to 14 after) has its page read again at most this often. */
  nearRefreshMs?: number;
  /** Polls: the committees' meeting lists, and the full window of agenda items, are read at most this often. */
  listsRefreshMs?: number;
  now?: () => Date;
}

/** What the connector keeps between reads (source_polls.state). */
interface TmmisPollState {
  validators?: ValidatorStore;
  /** The decision bodies of each term (posted on the web), as last read. */
  bodies?: Record<string, TmmisDecisionBodyJson[]>;
  /** The meetings of each decision body (within a year around the read), as last read. */
  meetings?: Record<string, TmmisMeetingJson[]>;
  /** When the lists were last read (ms). */
  listsReadAt?: number;
}

const NEAR_DAYS_BACK = 2;
const NEAR_DAYS_AHEAD = 14;
const BUSY_DAYS_AHEAD = 7;
/** The meetings of a body kept in the poll state: those within this many days of the read. */
const KEPT_MEETING_DAYS = 366;

/** JSON with every object's keys sorted: the lists kept in the poll state come back from jsonb in another order. */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
const fingerprint = (value: unknown) => createHash('sha256').update(canonical(value)).digest('hex');
/** An agenda item record's fingerprint, for "new or changed" (its page is read again only then, or when near). */
const itemHash = (json: TmmisAgendaItemJson) => fingerprint(json);
/** The key of an item's page read (meeting_page_reads): one item at one meeting. */
const itemReadKey = (json: TmmisAgendaItemJson) => `item:${json.meetingId}:${json.reference}`;

const day = (d: Date) => d.toISOString().slice(0, 10);

export function tmmisConnector(options: TmmisOptions): Connector {
  const source = 'tmmis:toronto';
  const base = options.baseUrl.replace(/\/+$/, '');
  const api = (path: string) => `${base}/api/${path}`;
  const municipality = options.municipality ?? 'Toronto';
  // Links on the item pages point at the real legdocs host; a mirror (or a loopback test) serves them itself.
  const rebase = (url: string) =>
    url.replace(/^https?:\/\/www\.toronto\.ca\/legdocs/i, options.legdocsBase.replace(/\/+$/, ''));

  async function readJson<T>(response: Response, url: string): Promise<T> {
    try {
      return (await response.json()) as T;
    } catch {
      throw new SourceHttpError(`${url} did not answer JSON`, response.status);
    }
  }

  async function json<T>(url: string, signal: AbortSignal, init: RequestInit = {}): Promise<T> {
    const response = await options.fetch(url, {
      ...init,
      headers: { accept: 'application/json', ...(init.headers as Record<string, string> | undefined) },
      signal,
    });
    return readJson<T>(response, url);
  }

  /** A GET of a list, conditional when the site gave validators: null when it answered 304 (the kept list holds). */
  async function jsonIfChanged<T>(url: string, signal: AbortSignal, validators: ValidatorStore): Promise<T | null> {
    const response = await fetchIfChanged(
      options.fetch,
      url,
      { headers: { accept: 'application/json' }, signal },
      validators,
    );
    return response ? readJson<T>(response, url) : null;
  }

  async function xsrf(signal: AbortSignal): Promise<{ token: string; cookie: string }> {
    const response = await options.fetch(api('csrf.json'), { headers: { accept: 'application/json' }, signal });
    await response.body?.cancel();
    const cookies = response.headers.getSetCookie();
    const pair = cookies.map((c) => c.split(';')[0]!.trim()).find((c) => /^XSRF-TOKEN=/i.test(c));
    const token = pair?.slice(pair.indexOf('=') + 1);
    if (!token) throw new Error(`${source}: csrf.json set no XSRF-TOKEN cookie`);
    return { token: decodeURIComponent(token), cookie: cookies.map((c) => c.split(';')[0]!.trim()).join('; ') };
  }

  async function agendaItems(from: Date, to: Date, signal: AbortSignal): Promise<TmmisAgendaItemJson[]> {
    const { token, cookie } = await xsrf(signal);
    const all: TmmisAgendaItemJson[] = [];
    for (let page = 0; ; page++) {
      const url = api(
        `multiple/agenda-items.json?pageNumber=${page}&pageSize=200&sortOrder=${encodeURIComponent('meetingDate asc,referenceSort')}`,
      );
      const body = await json<TmmisPage<TmmisAgendaItemJson>>(url, signal, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': token, cookie },
        body: JSON.stringify({
          includeTitle: true,
          includeSummary: true,
          includeRecommendations: true,
          includeDecisions: true,
          meetingFromDate: from.toISOString(),
          meetingToDate: to.toISOString(),
        }),
      });
      if (!body || !Array.isArray(body.Records))
        throw new Error(`${source}: agenda-items.json answered without Records`);
      all.push(...body.Records);
      if (page + 1 >= (body.TotalPages ?? 0) || body.Records.length === 0) break;
    }
    // An item can be listed twice for one meeting (amended); the newest record (highest agendaItemId) wins.
    const byKey = new Map<string, TmmisAgendaItemJson>();
    for (const item of all) {
      const key = `${item.meetingId}|${item.reference}`;
      const prev = byKey.get(key);
      if (!prev || item.agendaItemId >= prev.agendaItemId) byKey.set(key, item);
    }
    return [...byKey.values()];
  }

  /** Status, decision and documents of this meeting's consideration, from the item page. */
  async function enrich(record: AgendaItemRecord, json: TmmisAgendaItemJson, signal: AbortSignal) {
    const url = record.sourceUrl!;
    const response = await options.fetch(url, { signal });
    const page = tmmisItemPage(await response.text(), url);
    const date = longDay(json.meetingDate);
    const consideration =
      page.considerations.find(
        (c) => c.body === json.decisionBodyName.trim() && c.dateText.includes(date.replace(/, \d{4}$/, '')),
      ) ?? page.considerations.find((c) => c.body === json.decisionBodyName.trim());
    if (!consideration) return;
    if (consideration.status) record.status = consideration.status;
    if (consideration.decision) record.decision = consideration.decision;
    if (!record.wards?.length && consideration.wards.length) record.wards = consideration.wards;
    const known = new Set((record.documentLinks ?? []).map((l) => l.url));
    for (const link of consideration.documentLinks) {
      const rebased = { title: link.title, url: rebase(link.url) };
      if (!known.has(rebased.url)) ((record.documentLinks ??= []).push(rebased), known.add(rebased.url));
    }
  }

  return {
    source,
    async fetchSince(cursor, signal, context) {
      const now = options.now?.() ?? new Date();
      const full = context?.full ?? true;
      const kept = (context?.state ?? {}) as TmmisPollState;
      const state: TmmisPollState = {
        validators: { ...(kept.validators ?? {}) },
        bodies: { ...(kept.bodies ?? {}) },
        meetings: { ...(kept.meetings ?? {}) },
        ...(kept.listsReadAt ? { listsReadAt: kept.listsReadAt } : {}),
      };
      const listsDue =
        full ||
        !state.listsReadAt ||
        now.getTime() - state.listsReadAt >= (options.listsRefreshMs ?? 60 * 60_000) ||
        state.listsReadAt > now.getTime();
      const daysBack = options.daysBack ?? 30;
      const nearFrom = now.getTime() - NEAR_DAYS_BACK * 86_400_000;
      const nearTo = now.getTime() + NEAR_DAYS_AHEAD * 86_400_000;
      // A poll between two reads of the lists asks only for the items of near meetings (a few pages of the search).
      const from = !listsDue
        ? new Date(nearFrom)
        : cursor
          ? new Date(cursor)
          : new Date(now.getTime() - daysBack * 86_400_000);
      const to = !listsDue ? new Date(nearTo) : new Date(now.getTime() + (options.daysAhead ?? 60) * 86_400_000);
      const fromDay = torontoDay(from.getTime());
      const toDay = torontoDay(to.getTime());

      // 1. The calendar: decision bodies of the terms in the window, then their meetings in the window. Read
      //    conditionally (a 304 keeps the list read before), and on polls only every listsRefreshMs: between two
      //    reads, the lists kept in the poll state stand.
      if (listsDue) {
        const keptFrom = now.getTime() - KEPT_MEETING_DAYS * 86_400_000;
        const keptTo = now.getTime() + KEPT_MEETING_DAYS * 86_400_000;
        const bodies: Record<string, TmmisDecisionBodyJson[]> = {};
        for (const termId of termsOf(from, to)) {
          const list = await jsonIfChanged<TmmisPage<TmmisDecisionBodyJson>>(
            api(`multiple/decisionbody-list.json?termId=${termId}`),
            signal,
            state.validators!,
          );
          bodies[termId] = list
            ? (list.Records ?? []).filter((b) => !b.webpostInd || b.webpostInd === 'Y')
            : (state.bodies![termId] ?? []);
        }
        const meetingLists: Record<string, TmmisMeetingJson[]> = {};
        for (const body of Object.values(bodies).flat()) {
          const list = await jsonIfChanged<TmmisPage<TmmisMeetingJson>>(
            api(`multiple/meeting.json?decisionBodyId=${body.decisionBodyId}`),
            signal,
            state.validators!,
          );
          meetingLists[body.decisionBodyId] = list
            ? (list.Records ?? []).filter((m) => m.meetingDate >= keptFrom && m.meetingDate <= keptTo)
            : (state.meetings![body.decisionBodyId] ?? []);
        }
        state.bodies = bodies;
        state.meetings = meetingLists;
        state.listsReadAt = now.getTime();
      }
      const bodies = new Map<number, TmmisDecisionBodyJson>();
      for (const list of Object.values(state.bodies ?? {})) for (const b of list) bodies.set(b.decisionBodyId, b);
      const meetings = new Map<number, { json: TmmisMeetingJson; body: string }>();
      for (const body of bodies.values()) {
        for (const m of state.meetings?.[body.decisionBodyId] ?? []) {
          const d = torontoDay(m.meetingDate);
          if (d >= fromDay && d <= toDay) meetings.set(m.meetingId, { json: m, body: body.decisionBodyName.trim() });
        }
      }

      // 2. The agendas: every item of the window's meetings.
      const items = await agendaItems(from, to, signal);
      const byMeeting = new Map<number, TmmisAgendaItemJson[]>();
      for (const item of items) {
        if (!meetings.has(item.meetingId)) {
          // A meeting of a body the lists left out: its items still say what it is.
          meetings.set(item.meetingId, {
            json: { meetingId: item.meetingId, decisionBodyId: item.decisionBodyId, meetingDate: item.meetingDate },
            body: item.decisionBodyName.trim(),
          });
        }
        const list = byMeeting.get(item.meetingId) ?? [];
        list.push(item);
        byMeeting.set(item.meetingId, list);
      }

      const records: SourceRecord[] = [];
      const pageFailures: MeetingPageFailure[] = [];
      const pagesResolved: string[] = [];
      const reads: Array<{ sourceId: string; calendarHash: string; readAt: Date }> = [];
      const retrying = new Set((context?.retry ?? []).map((r) => r.sourceId));
      const nearRefreshMs = options.nearRefreshMs ?? 30 * 60_000;
      /** A poll reads an item again (its page too) only when it is new, changed, failed before, or near and due. */
      const due = (key: string, hash: string, meetingDate: number, meetingId: number) => {
        if (full || retrying.has(String(meetingId))) return true;
        const read = context?.reads?.get(key);
        if (!read || read.calendarHash !== hash || read.readAt.getTime() > now.getTime()) return true;
        const near = meetingDate >= nearFrom && meetingDate <= nearTo;
        return near && now.getTime() - read.readAt.getTime() >= nearRefreshMs;
      };
      let busy = false;
      for (const [meetingId, { json: m, body }] of [...meetings].sort(
        (a, b) => a[1].json.meetingDate - b[1].json.meetingDate || a[0] - b[0],
      )) {
        if (
          m.meetingDate >= now.getTime() - 12 * 3_600_000 &&
          m.meetingDate <= now.getTime() + BUSY_DAYS_AHEAD * 86_400_000
        )
          busy = true;
        const jsonItems = (byMeeting.get(meetingId) ?? []).sort((a, b) =>
          a.reference.localeCompare(b.reference, 'en', { numeric: true }),
        );
        const agendaItems: AgendaItemRecord[] = [];
        const documents: DocumentRecord[] = [];
        const meetingKey = `meeting:${meetingId}`;
        const meetingHash = fingerprint([m, body]);
        const meetingDue = due(meetingKey, meetingHash, m.meetingDate, meetingId);
        // An item page that fails costs that item its status, decision and page documents, not the run: the
        // meeting's failure is recorded (the first one) and the page fetched again by the next run in the window.
        let failure: MeetingPageFailure | null = null;
        for (const j of jsonItems) {
          const key = itemReadKey(j);
          const hash = itemHash(j);
          if (!due(key, hash, j.meetingDate, meetingId)) continue;
          const record = tmmisItemRecord(j, base, options.legdocsBase);
          let pageRead = true;
          if (options.itemPages !== false && (record.addresses?.length || record.applicationNumbers?.length)) {
            try {
              await enrich(record, j, signal);
            } catch (error) {
              if (signal.aborted || error instanceof SourceBudgetError) throw error;
              const message = error instanceof Error ? error.message : String(error);
              failure ??= {
                sourceId: String(meetingId),
                title: '',
                startsAt: new Date(m.meetingDate),
                url: record.sourceUrl ?? '',
                error: `item ${j.reference}: ${message}`.slice(0, 1000),
                payload: { meetingId },
              };
              pageRead = false;
            }
          }
          if (pageRead) reads.push({ sourceId: key, calendarHash: hash, readAt: now });
          agendaItems.push(record);
          for (const link of record.documentLinks ?? []) {
            documents.push({
              sourceId: link.url,
              title: link.title,
              url: link.url,
              agendaItemSourceId: record.sourceId,
              mimeType: 'application/pdf',
            });
          }
        }
        // A poll returns a meeting only with something to store: an item to read, or its list entry changed.
        if (!meetingDue && agendaItems.length === 0 && !failure) continue;
        reads.push({ sourceId: meetingKey, calendarHash: meetingHash, readAt: now });
        const first = jsonItems[0];
        const meetingRef = first ? `${first.termYear}.${first.agendaCd}${first.meetingNumber}` : null;
        const status = m.mtgStatusCd?.toUpperCase();
        const report = (type: string) => (meetingRef ? `${base}/report.do?meeting=${meetingRef}&type=${type}` : null);
        const seenDocs = new Set<string>();
        const title = first ? `${body} - Meeting ${first.meetingNumber}` : body;
        if (failure) pageFailures.push({ ...failure, title });
        else pagesResolved.push(String(meetingId));
        records.push({
          kind: 'meeting',
          record: {
            source,
            sourceId: String(meetingId),
            municipality,
            committee: body,
            title,
            startsAt: new Date(m.meetingDate),
            status: status === 'CANCEL' ? 'cancelled' : 'scheduled',
            documentUrl: report('agenda'),
            agendaUrl: report('agenda') ?? `${base}/#/committees/${m.decisionBodyId}/${meetingId}`,
            minutesUrl: status === 'COMPLETE' ? report('minutes') : null,
            sourceUrl: `${base}/#/committees/${m.decisionBodyId}/${meetingId}`,
            items: agendaItems,
            // A background file shared by two items is one document (the first item keeps it).
            documents: documents.filter((d) => (seenDocs.has(d.sourceId) ? false : (seenDocs.add(d.sourceId), true))),
          },
        });
      }
      // Next time, start a little before this run's start: late agendas and decisions of recent meetings are seen.
      const next = new Date(Math.min(now.getTime(), to.getTime()) - daysBack * 86_400_000);
      return {
        records,
        cursor: day(next),
        pageFailures,
        pagesResolved,
        reads,
        state: state as Record<string, unknown>,
        busy,
      };
    },
  };
}
