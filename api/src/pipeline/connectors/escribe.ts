import { createHash } from 'node:crypto';
import { findAddresses, findApplicationNumbers } from '../../addresses/grammar.js';
import type {
  AgendaItemRecord,
  Connector,
  FetchContext,
  DocumentRecord,
  MeetingPageFailure,
  MeetingRecord,
  SourceRecord,
} from '../records.js';
import { fetchIfChanged, type ValidatorStore } from './conditional.js';
import { SourceBudgetError, zonedTime, type PoliteFetch } from './http.js';

/*
 * eSCRIBE (pub-<portal>.escribemeetings.com), used by many Ontario municipalities and authorities.
 * Meetings come from the calendar's JSON endpoint `MeetingsCalendarView.aspx/GetCalendarMeetings` (POST
 * {calendarStartDate, calendarEndDate}; answer {d: [...]}); each meeting's HTML agenda page lists its documents
 * as FileStream.ashx?DocumentId= links. The same handler also serves the page's own stylesheet and logo, so only
 * an <a href> counts as a document (see test/fixtures/escribe/trca-meeting-assets-trimmed.html).
 * One meeting's page failing (an HTTP error, a timeout, a page that is not an agenda page) never costs the rest of
 * the portal: that meeting is returned with its calendar data only, and its failure is returned for the run to
 * record and retry (records.ts, MeetingPageFailure). A bilingual portal (Ottawa) lists every document in English
 * and in French (each calendar link carries its LanguageId/LanguageCode); its French agenda page (lang=French) is
 * read as well, and each item gets its French text beside the English (addFrenchAgendaPage). Times are the portal's wall-clock time in its time zone.
 * Politely: a meeting's page is read again only when its calendar entry changed since the page was last read in
 * full (context.reads), or while the meeting is near (from `nearDaysBack` before to `nearDaysAhead` after now,
 * when agendas are posted, revised and decided), then at most every `nearRefreshMs`. An unchanged meeting is not
 * returned at all: what is stored of it stays as it is.
 */

export interface EscribeMeetingJson {
  ID: string;
  MeetingName: string;
  StartDate: string;
  EndDate?: string | null;
  Description?: string | null;
  Url?: string | null;
  Location?: string | null;
  MeetingType?: string | null;
  HasAgenda?: boolean;
  MeetingDocumentLink?: Array<{
    Format?: string | null;
    Title?: string | null;
    Type?: string | null;
    Url?: string | null;
    /** The link's language: a Windows LCID (9 English, 12 French, 3084 French Canada) and "lang='en'" / "lang='fr'". */
    LanguageId?: number | null;
    LanguageCode?: string | null;
  }> | null;
}

type DocumentLinkJson = NonNullable<EscribeMeetingJson['MeetingDocumentLink']>[number];

/** A calendar link's language: 'fr' when its LCID, code or URL says French, else 'en' (a unilingual portal's). */
export function linkLanguage(link: DocumentLinkJson): 'en' | 'fr' {
  if (link.LanguageId === 12 || link.LanguageId === 3084 || link.LanguageId === 1036) return 'fr';
  if (/lang\s*=\s*['"]?fr/i.test(link.LanguageCode ?? '')) return 'fr';
  if (/[?&]lang=fr(?:ench)?\b/i.test(link.Url ?? '')) return 'fr';
  return 'en';
}

/** The time zone of a portal that does not name one. */
export const DEFAULT_ESCRIBE_TIME_ZONE = 'America/Toronto';

/** "2023/02/17 09:30:00" (the portal's wall-clock time, Toronto unless told) as a Date. */
export function parseEscribeDate(value: string, timeZone = DEFAULT_ESCRIBE_TIME_ZONE): Date {
  const m = /^(\d{4})\/(\d{1,2})\/(\d{1,2})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(value.trim());
  if (!m) throw new Error(`unrecognized eSCRIBE date "${value}"`);
  return zonedTime(timeZone, +m[1]!, +m[2]!, +m[3]!, +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0));
}

const stripTags = (html: string) =>
  html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&ndash;/g, '–')
    .replace(/&mdash;/g, '—')
    .replace(/&rsquo;/g, '’')
    .replace(/&([a-z])(acute|grave|circ|uml|cedil);/gi, (_, letter: string, mark: string) =>
      (
        letter +
        { acute: '\u0301', grave: '\u0300', circ: '\u0302', uml: '\u0308', cedil: '\u0327' }[mark.toLowerCase()]!
      ).normalize('NFC'),
    )
    .replace(/&#(\d{1,6});/g, (whole, code: string) => (+code <= 0x10ffff ? String.fromCodePoint(+code) : whole))
    .replace(/&#x([0-9a-f]{1,6});/gi, (whole, code: string) =>
      parseInt(code, 16) <= 0x10ffff ? String.fromCodePoint(parseInt(code, 16)) : whole,
    )
    .trim();

const absolute = (baseUrl: string, href: string) =>
  new URL(href, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`).toString();

/** One calendar entry as a meeting record (without the agenda page's documents). */
export function escribeMeeting(
  json: EscribeMeetingJson,
  source: string,
  municipality: string,
  baseUrl: string,
  timeZone = DEFAULT_ESCRIBE_TIME_ZONE,
): MeetingRecord {
  // A bilingual portal lists each document in both languages: the meeting's own links are the English ones.
  const links = (json.MeetingDocumentLink ?? []).filter((l) => linkLanguage(l) === 'en');
  const find = (type: string, format: (f: string) => boolean) =>
    links.find((l) => l.Type === type && format((l.Format ?? '').toLowerCase()))?.Url ?? null;
  const pdf = (f: string) => f === '.pdf';
  const html = (f: string) => f === 'html';
  const url = (href: string | null) => (href ? absolute(baseUrl, href) : null);
  const agendaPdf = url(find('Agenda', pdf));
  const revisedPdf = url(find('Merged', pdf));
  const minutesPdf = url(find('PostMinutes', pdf) ?? find('Minutes', pdf));
  const documents: DocumentRecord[] = [];
  for (const [href, label] of [
    [agendaPdf, 'agenda'],
    [revisedPdf, 'revised agenda'],
    [minutesPdf, 'minutes'],
  ] as const) {
    if (href)
      documents.push({ sourceId: href, title: `${json.MeetingName} ${label}`, url: href, mimeType: 'application/pdf' });
  }
  const description = json.Description ? stripTags(json.Description) : null;
  return {
    source,
    sourceId: json.ID,
    municipality,
    committee: json.MeetingType?.trim() || json.MeetingName,
    title: json.MeetingName,
    startsAt: parseEscribeDate(json.StartDate, timeZone),
    endsAt: json.EndDate ? parseEscribeDate(json.EndDate, timeZone) : null,
    location: json.Location ? stripTags(json.Location) : null,
    summary: description,
    documentUrl: agendaPdf,
    agendaUrl: url(find('Agenda', html)) ?? agendaPdf,
    revisedAgendaUrl: url(find('Merged', html)) ?? revisedPdf,
    minutesUrl: minutesPdf ?? url(find('PostMinutes', html)),
    sourceUrl: json.Url ? absolute(baseUrl, json.Url) : null,
    items: [],
    documents,
  };
}

/**
 * The French agenda page of a bilingual portal's meeting, when the portal offers one: the calendar's French HTML
 * agenda link, or, when the calendar lists French documents without it, the English page asked with lang=French
 * (eSCRIBE serves one meeting page per language: Meeting.aspx?Id=...&Agenda=Agenda&lang=French). Null otherwise.
 */
export function escribeFrenchAgendaPage(json: EscribeMeetingJson, baseUrl: string, englishPage: string | null) {
  const french = (json.MeetingDocumentLink ?? []).filter((l) => linkLanguage(l) === 'fr');
  if (french.length === 0) return null;
  const html = french.find((l) => l.Type === 'Agenda' && (l.Format ?? '').toLowerCase() === 'html' && l.Url);
  if (html?.Url && /Meeting\.aspx/i.test(html.Url)) return absolute(baseUrl, html.Url);
  if (englishPage && /[?&]lang=English\b/i.test(englishPage))
    return englishPage.replace(/([?&]lang=)English\b/i, '$1French');
  return null;
}

/** Documents of a meeting's agenda page: FileStream links in <a href> only (never <link>, <img>, <script>). */
export function escribeDocumentLinks(html: string, pageUrl: string): Array<{ title: string; url: string }> {
  const found = new Map<string, { title: string; url: string }>();
  const anchor = /<a\b([^>]*)>([\s\S]*?)<\/a>/gi;
  const visible = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '');
  for (const match of visible.matchAll(anchor)) {
    const attrs = match[1]!;
    const href = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(attrs);
    const value = href?.[1] ?? href?.[2];
    if (!value || !/filestream\.ashx\?documentid=\d+/i.test(value)) continue;
    const url = new URL(value.replace(/&amp;/g, '&'), pageUrl);
    const id = /documentid=(\d+)/i.exec(url.search)![1]!;
    // One canonical URL per document, whatever the case of the handler's name.
    const canonical = `${url.origin}/FileStream.ashx?DocumentId=${id}`;
    const tooltip = /data-original-title\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(attrs);
    const title = stripTags(tooltip?.[1] ?? tooltip?.[2] ?? match[2]!) || `Document ${id}`;
    if (!found.has(canonical)) found.set(canonical, { title, url: canonical });
  }
  return [...found.values()];
}

/** The inner HTML of the element whose opening tag ends at `openEnd`, counting nested <div>s. */
function innerDiv(html: string, openEnd: number): string {
  const tag = /<(\/?)div\b[^>]*>/gi;
  tag.lastIndex = openEnd;
  let depth = 1;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return html.slice(openEnd, m.index);
  }
  return html.slice(openEnd);
}

const richText = (chunk: string, kind: 'Description' | 'Minutes') => {
  const open = new RegExp(`<div\\s+class=['"]AgendaItem${kind} RichText['"][^>]*>`, 'i').exec(chunk);
  if (!open) return null;
  const text = stripTags(innerDiv(chunk, open.index + open[0].length).replace(/<\/(p|li|div|tr|h\d)>/gi, '\n'))
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
  return text || null;
};

/**
 * The agenda items of an eSCRIBE agenda page. Each item is `<DIV class='AgendaItem AgendaItem<N>'>` (N is the item's
 * id, stable within the meeting) with a title row (AgendaItemCounter '7.1', AgendaItemTitle link), an
 * 'AgendaItemDescription RichText' block, an 'AgendaItemMinutes RichText' block once decided, and its attachments
 * (FileStream <a href> links; sub-items follow in document order). Addresses and application numbers are read from
 * the title and description.
 */
export function escribeAgendaItems(
  html: string,
  pageUrl: string,
): Array<AgendaItemRecord & { documents: Array<{ title: string; url: string }> }> {
  const visible = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '');
  const starts = [...visible.matchAll(/<div\s+class=['"]AgendaItem AgendaItem(\d+)['"][^>]*>/gi)];
  // The last item ends with the 'AgendaItems' container, so that links after the agenda are not taken as its own.
  const container = /<div\s+class=['"]AgendaItems['"][^>]*>/i.exec(visible);
  const end = container
    ? container.index + container[0].length + innerDiv(visible, container.index + container[0].length).length
    : visible.length;
  return starts.map((start, i) => {
    const chunk = visible.slice(start.index!, starts[i + 1]?.index ?? (end > start.index! ? end : visible.length));
    const counter = /class=['"]AgendaItemCounter['"][^>]*>([\s\S]*?)<\/div>/i.exec(chunk)?.[1];
    const titleHtml =
      /class=['"]AgendaItemTitle['"][^>]*>\s*<a\b[^>]*>([\s\S]*?)<\/a>/i.exec(chunk)?.[1] ??
      /class=['"]AgendaItemTitle['"][^>]*>([\s\S]*?)<\/div>/i.exec(chunk)?.[1] ??
      '';
    const title = stripTags(titleHtml).replace(/\s+/g, ' ');
    const description = richText(chunk, 'Description');
    const minutes = richText(chunk, 'Minutes');
    const text = [title, description ?? ''].join('\n');
    const documents = escribeDocumentLinks(chunk, pageUrl);
    return {
      sourceId: start[1]!,
      itemNumber: counter ? stripTags(counter).replace(/\.$/, '') || null : null,
      title: title || `Item ${start[1]}`,
      description,
      addresses: [...new Set(findAddresses(text).map((a) => a.text))],
      applicationNumbers: [...new Set(findApplicationNumbers(text).map((a) => a.text))],
      documentLinks: documents,
      sourceUrl: pageUrl,
      ...(minutes ? { decision: minutes } : {}),
      documents,
    };
  });
}

const mimeOf = (title: string) => {
  const ext = /\.([a-z0-9]+)$/i.exec(title)?.[1]?.toLowerCase();
  return ext === 'pdf'
    ? 'application/pdf'
    : ext === 'docx'
      ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
      : ext === 'doc'
        ? 'application/msword'
        : null;
};

const day = (d: Date) => d.toISOString().slice(0, 10);

export interface EscribeOptions {
  /** Portal name, e.g. 'trca' -> source 'escribe:trca'. */
  portal: string;
  municipality: string;
  baseUrl: string;
  fetch: PoliteFetch;
  /** IANA time zone of the portal's times (default America/Toronto). */
  timeZone?: string;
  /** Days back from the cursor (or today) and ahead, for the calendar window. */
  daysBack?: number;
  daysAhead?: number;
  /** A meeting is near from this many days before now (decisions and minutes are posted after it). */
  nearDaysBack?: number;
  /** ... to this many days after now (its agenda is posted and revised before it). */
  nearDaysAhead?: number;
  /** A near meeting's page is read again at most this often, even when its calendar entry did not change. */
  nearRefreshMs?: number;
  now?: () => Date;
}

export const NEAR_DAYS_BACK = 2;
export const NEAR_DAYS_AHEAD = 14;
export const NEAR_REFRESH_MS = 30 * 60_000;

/** A calendar entry's fingerprint: a changed title, time, link or document list changes it. */
export const calendarEntryHash = (json: EscribeMeetingJson) =>
  createHash('sha256').update(JSON.stringify(json)).digest('hex');

/** An agenda page larger than this is refused as unreadable (the largest real pages are a few hundred KB). */
export const MAX_AGENDA_PAGE_BYTES = 8 * 1024 * 1024;

/** The page's text, refused when it is not an HTML agenda page: the meeting is then recorded as failed. */
async function agendaPageHtml(response: Response): Promise<string> {
  const type = response.headers.get('content-type') ?? '';
  if (type && !/html/i.test(type)) {
    await response.body?.cancel();
    throw new Error(`the agenda page is ${type.split(';')[0]}, not HTML`);
  }
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_AGENDA_PAGE_BYTES) {
    await response.body?.cancel();
    throw new Error(`the agenda page is larger than ${MAX_AGENDA_PAGE_BYTES} bytes`);
  }
  // Read with a byte count, so that a page sent without a length (chunked) is stopped at the bound too.
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  for (let part = await reader?.read(); reader && part && !part.done; part = await reader.read()) {
    size += part.value.byteLength;
    if (size > MAX_AGENDA_PAGE_BYTES) {
      await reader.cancel();
      throw new Error(`the agenda page is larger than ${MAX_AGENDA_PAGE_BYTES} bytes`);
    }
    chunks.push(part.value);
  }
  const html = Buffer.concat(chunks).toString('utf8');
  if (!/<(html|body|div)\b/i.test(html)) throw new Error('the agenda page is not HTML');
  return html;
}

/** Agenda items and documents of a meeting's page, added to its record. */
function addAgendaPage(meeting: MeetingRecord, html: string, agendaPage: string): void {
  const known = new Set(meeting.documents.map((d) => d.sourceId));
  for (const { documents, ...item } of escribeAgendaItems(html, agendaPage)) {
    meeting.items.push(item);
    for (const link of documents) {
      if (known.has(link.url)) continue;
      known.add(link.url);
      meeting.documents.push({
        sourceId: link.url,
        title: link.title,
        url: link.url,
        mimeType: mimeOf(link.title),
        agendaItemSourceId: item.sourceId,
      });
    }
  }
  for (const link of escribeDocumentLinks(html, agendaPage)) {
    if (known.has(link.url)) continue;
    meeting.documents.push({ sourceId: link.url, title: link.title, url: link.url, mimeType: mimeOf(link.title) });
  }
}

/**
 * The French version of a meeting's agenda, added to its English items: the two versions of an item (the same
 * AgendaItem id on both pages, else the same item number) become one item with two texts. The French text's
 * addresses and file numbers join the item's, and its attachments (French reports) its documents. An item only the
 * French page lists is kept, with its French title as its title.
 */
export function addFrenchAgendaPage(meeting: MeetingRecord, html: string, frenchPage: string): void {
  const byId = new Map(meeting.items.map((item) => [item.sourceId, item]));
  const byNumber = new Map(meeting.items.filter((i) => i.itemNumber).map((item) => [item.itemNumber!, item]));
  const known = new Set(meeting.documents.map((d) => d.sourceId));
  for (const { documents, ...french } of escribeAgendaItems(html, frenchPage)) {
    let item = byId.get(french.sourceId) ?? (french.itemNumber ? byNumber.get(french.itemNumber) : undefined);
    if (!item) {
      item = { ...french, documentLinks: [] };
      meeting.items.push(item);
      byId.set(item.sourceId, item);
    }
    item.titleFr = french.title;
    item.descriptionFr = french.description ?? null;
    item.addresses = [...new Set([...(item.addresses ?? []), ...(french.addresses ?? [])])];
    item.applicationNumbers = [...new Set([...(item.applicationNumbers ?? []), ...(french.applicationNumbers ?? [])])];
    for (const link of documents) {
      if (known.has(link.url)) continue;
      known.add(link.url);
      item.documentLinks = [...(item.documentLinks ?? []), link];
      meeting.documents.push({
        sourceId: link.url,
        title: link.title,
        url: link.url,
        mimeType: mimeOf(link.title),
        agendaItemSourceId: item.sourceId,
      });
    }
  }
}

/** The calendar entry kept for a retry, bounded: a long description or link list is cut (they come back with the calendar). */
const retryPayload = (json: EscribeMeetingJson): EscribeMeetingJson => ({
  ...json,
  Description: json.Description ? json.Description.slice(0, 2000) : null,
  Location: json.Location ? json.Location.slice(0, 1000) : null,
  MeetingDocumentLink: (json.MeetingDocumentLink ?? []).slice(0, 20),
});

const isCalendarEntry = (value: unknown): value is EscribeMeetingJson =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as EscribeMeetingJson).ID === 'string' &&
  typeof (value as EscribeMeetingJson).StartDate === 'string';

/** The portal's calendar entries between two days (its JSON endpoint; the connector's first request, and a probe's only one). */
export async function readEscribeCalendar(
  fetch: PoliteFetch,
  baseUrl: string,
  from: Date,
  to: Date,
  signal: AbortSignal,
  source = 'eSCRIBE',
  conditional?: { validators: ValidatorStore; ask: boolean },
): Promise<EscribeMeetingJson[] | null> {
  const url = absolute(baseUrl, 'MeetingsCalendarView.aspx/GetCalendarMeetings');
  const requestBody = JSON.stringify({ calendarStartDate: day(from), calendarEndDate: day(to) });
  const init = {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', accept: 'application/json' },
    body: requestBody,
    signal,
  };
  // The real portals give no validators to this POST as far as we know; one that does is asked conditionally.
  const response = conditional
    ? await fetchIfChanged(fetch, url, init, conditional.validators, `${url} ${requestBody}`, conditional.ask)
    : await fetch(url, init);
  if (!response) return null;
  const body = (await response.json()) as { d?: EscribeMeetingJson[] };
  if (!body || !Array.isArray(body.d)) throw new Error(`${source}: GetCalendarMeetings answered without a "d" list`);
  return body.d.filter(isCalendarEntry);
}

/** What the connector keeps between reads (source_polls.state). */
interface EscribePollState {
  /** The calendar request's validators, when the portal gives them. */
  validators?: ValidatorStore;
  /** When the first near meeting's page is due again (ms): the calendar is read in full from then on. */
  nearDueAt?: number | null;
  /** A meeting is near (the poller keeps reading often). */
  busy?: boolean;
}

/** A meeting starting within this window around now makes the portal busy (its agenda is posted and revised). */
const BUSY_HOURS_BACK = 12;
const BUSY_DAYS_AHEAD = 7;

export function escribeConnector(options: EscribeOptions): Connector {
  const source = `escribe:${options.portal}`;
  const timeZone = options.timeZone ?? DEFAULT_ESCRIBE_TIME_ZONE;
  const nearRefreshMs = options.nearRefreshMs ?? NEAR_REFRESH_MS;

  /** The pages of the meetings that need one (new, changed, failed before, near and due), and the rest skipped. */
  async function readPages(
    entries: EscribeMeetingJson[],
    now: Date,
    context: FetchContext | undefined,
    signal: AbortSignal,
  ) {
    const records: SourceRecord[] = [];
    const pageFailures: MeetingPageFailure[] = [];
    const pagesResolved: string[] = [];
    const reads: Array<{ sourceId: string; calendarHash: string; readAt: Date }> = [];
    const retrying = new Set((context?.retry ?? []).map((r) => r.sourceId));
    const nearFrom = now.getTime() - (options.nearDaysBack ?? NEAR_DAYS_BACK) * 86_400_000;
    const nearTo = now.getTime() + (options.nearDaysAhead ?? NEAR_DAYS_AHEAD) * 86_400_000;
    let nearDueAt: number | null = null;
    let busy = false;
    for (const json of entries) {
      const meeting = escribeMeeting(json, source, options.municipality, options.baseUrl, timeZone);
      const calendarHash = calendarEntryHash(json);
      const read = context?.reads?.get(meeting.sourceId);
      const starts = meeting.startsAt.getTime();
      const near = starts >= nearFrom && starts <= nearTo;
      if (
        starts >= now.getTime() - BUSY_HOURS_BACK * 3_600_000 &&
        starts <= now.getTime() + BUSY_DAYS_AHEAD * 86_400_000
      )
        busy = true;
      if (read && read.calendarHash === calendarHash && !retrying.has(meeting.sourceId)) {
        const dueAt = read.readAt.getTime() + nearRefreshMs;
        if (near && now.getTime() < dueAt) nearDueAt = Math.min(nearDueAt ?? dueAt, dueAt);
        if (!near || now.getTime() < dueAt) continue;
      }
      if (near) nearDueAt = Math.min(nearDueAt ?? now.getTime() + nearRefreshMs, now.getTime() + nearRefreshMs);
      const agendaPage = meeting.agendaUrl && /Meeting\.aspx/i.test(meeting.agendaUrl) ? meeting.agendaUrl : null;
      if (agendaPage && json.HasAgenda !== false) {
        try {
          addAgendaPage(meeting, await agendaPageHtml(await options.fetch(agendaPage, { signal })), agendaPage);
          // A bilingual portal's French agenda: one page more, a failure of which is the meeting's, as above.
          const frenchPage = escribeFrenchAgendaPage(json, options.baseUrl, agendaPage);
          if (frenchPage)
            addFrenchAgendaPage(meeting, await agendaPageHtml(await options.fetch(frenchPage, { signal })), frenchPage);
          pagesResolved.push(meeting.sourceId);
          reads.push({ sourceId: meeting.sourceId, calendarHash, readAt: now });
        } catch (error) {
          // The run itself stopping (shutdown, the host's daily budget spent) is not this meeting's failure.
          if (signal.aborted || error instanceof SourceBudgetError) throw error;
          // The meeting keeps its calendar data; what a partly read page added is dropped with the failure.
          meeting.items = [];
          meeting.documents = escribeMeeting(json, source, options.municipality, options.baseUrl, timeZone).documents;
          const message = error instanceof Error ? error.message : String(error);
          pageFailures.push({
            sourceId: meeting.sourceId,
            title: meeting.title,
            startsAt: meeting.startsAt,
            url: agendaPage,
            error: message.slice(0, 1000),
            payload: retryPayload(json),
          });
        }
      } else {
        pagesResolved.push(meeting.sourceId);
        reads.push({ sourceId: meeting.sourceId, calendarHash, readAt: now });
      }
      records.push({ kind: 'meeting', record: meeting });
    }
    return { records, pageFailures, pagesResolved, reads, nearDueAt, busy };
  }

  return {
    source,
    async fetchSince(cursor, signal, context) {
      const now = options.now?.() ?? new Date();
      const from = cursor ? new Date(cursor) : new Date(now.getTime() - (options.daysBack ?? 30) * 86_400_000);
      const to = new Date(now.getTime() + (options.daysAhead ?? 60) * 86_400_000);
      // Next time, start a little before this run's start so that late agendas of recent meetings are seen.
      const next = day(new Date(Math.min(now.getTime(), to.getTime()) - (options.daysBack ?? 30) * 86_400_000));
      // The calendar, asked conditionally when the portal gave validators, unless a near meeting's page is due
      // (a 304 would hide it) or this is a full read.
      const kept = (context?.state ?? {}) as EscribePollState;
      const validators: ValidatorStore = { ...(kept.validators ?? {}) };
      const ask = context?.full !== true && (kept.nearDueAt == null || now.getTime() < kept.nearDueAt);
      const calendar = await readEscribeCalendar(options.fetch, options.baseUrl, from, to, signal, source, {
        validators,
        ask,
      });
      if (calendar === null) {
        // 304: the calendar is as it was at the last read; only the failed meetings' pages are tried again.
        const retries = (context?.retry ?? []).map((r) => r.payload).filter(isCalendarEntry);
        const { nearDueAt: _ignored, busy: _busy, ...result } = await readPages(retries, now, context, signal);
        return { ...result, cursor: next, state: { ...kept, validators }, busy: kept.busy ?? false };
      }
      // The calendar's meetings, then those whose page failed before and that the calendar no longer lists.
      const entries = calendar;
      const listed = new Set(entries.map((e) => e.ID));
      for (const retry of context?.retry ?? [])
        if (isCalendarEntry(retry.payload) && !listed.has(retry.payload.ID)) entries.push(retry.payload);
      const { nearDueAt, busy, ...result } = await readPages(entries, now, context, signal);
      const state: EscribePollState = { validators, nearDueAt, busy };
      return { ...result, cursor: next, state: state as Record<string, unknown>, busy };
    },
  };
}
