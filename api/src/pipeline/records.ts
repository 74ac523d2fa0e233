/*
 * Normalized records: what every connector produces, whatever its source, and what the store upserts.
 * Keys are the source's own ids, so ingesting the same records twice changes nothing.
 * The demo dataset produces these same records and goes through the same store and analysis.
 */

export interface MeetingRecord {
  /** Connector and portal: 'escribe:trca', 'tmmis:toronto', 'demo:mississauga'. */
  source: string;
  sourceId: string;
  municipality: string;
  committee: string | null;
  title: string;
  startsAt: Date;
  endsAt?: Date | null;
  location?: string | null;
  status?: 'scheduled' | 'cancelled' | 'postponed';
  summary?: string | null;
  documentUrl?: string | null;
  agendaUrl?: string | null;
  revisedAgendaUrl?: string | null;
  minutesUrl?: string | null;
  sourceUrl?: string | null;
  items: AgendaItemRecord[];
  documents: DocumentRecord[];
}

export interface AgendaItemRecord {
  sourceId: string;
  itemNumber?: string | null;
  title: string;
  description?: string | null;
  /** The same item's French text, when the source publishes a French version (a bilingual eSCRIBE portal). */
  titleFr?: string | null;
  descriptionFr?: string | null;
  addresses?: string[];
  coordinates?: Array<{ lat: number; lng: number }>;
  applicationNumbers?: string[];
  wards?: string[];
  documentLinks?: Array<{ title: string; url: string }>;
  sourceUrl?: string | null;
  /** The item's status where the source shows it ('Adopted', 'Referred', 'Deferred'...), and the decision's text. */
  status?: string | null;
  decision?: string | null;
}

export interface DocumentRecord {
  /** The source's id, or the document's URL when it has none. */
  sourceId: string;
  title: string;
  url?: string | null;
  /** The agenda item it belongs to (its sourceId), if any. */
  agendaItemSourceId?: string | null;
  mimeType?: string | null;
  /** Inline content (demo, tests); otherwise fetched from `url` by the extraction job when fetching is on. */
  content?: Buffer | string | null;
}

export interface ProposalRecord {
  /** 'ERO' | 'ORR' */
  site: string;
  sourceId: string;
  title: string;
  description?: string | null;
  content?: string | null;
  postedDate?: string | null;
  deadline?: string | null;
  category?: string | null;
  status?: string | null;
  ministry?: string | null;
  url?: string | null;
  /** postedAt: when the source posted the file (ISO time), if it says. */
  attachments: Array<{ filename: string; url: string; postedAt?: string | null }>;
}

export interface DecisionRecord {
  /** 'onlt' | 'onltb' */
  tribunal: string;
  sourceId: string;
  title: string;
  caseid?: string | null;
  decisionDate?: string | null;
  url?: string | null;
  pdfUrl?: string | null;
  municipality?: string | null;
  citations: Array<{ act: string; section: string }>;
  /** postedAt: when the source posted the file (ISO time), if it says. */
  attachments: Array<{ filename: string; url: string; postedAt?: string | null }>;
}

export interface MayoralDecisionRecord {
  municipality: string;
  decisionId: string;
  title?: string | null;
  decisionDate?: string | null;
  decisionDateText?: string | null;
  url?: string | null;
  bylaws: Array<{
    bylawNumber: string;
    itemNumber?: string | null;
    description?: string | null;
    bylawUrl?: string | null;
  }>;
}

export type SourceRecord =
  | { kind: 'meeting'; record: MeetingRecord }
  | { kind: 'proposal'; record: ProposalRecord }
  | { kind: 'decision'; record: DecisionRecord }
  | { kind: 'mayoral'; record: MayoralDecisionRecord };

/**
 * A meeting whose own page (its agenda) could not be fetched or read. The meeting's calendar data is still
 * returned as a record; the failure is kept (meeting_fetch_failures) and the page retried on later runs from
 * `payload`, the source's own calendar entry, even once the calendar no longer lists the meeting.
 */
export interface MeetingPageFailure {
  sourceId: string;
  title: string;
  startsAt: Date | null;
  url: string;
  error: string;
  payload: unknown;
}

/** A meeting's page read in full by an earlier run: the hash of the calendar entry it was read from, and when. */
export interface PageRead {
  calendarHash: string;
  readAt: Date;
}

/** What a run knows before fetching: meetings whose page failed before, to fetch again. */
export interface FetchContext {
  retry: Array<{ sourceId: string; payload: unknown }>;
  /** Meetings whose page earlier runs read in full, by source id (connectors that read one page per meeting). */
  reads?: Map<string, PageRead>;
  /**
   * A full read (an operator's run, INGEST_CRON; the default): every page of the window is read again. False: a
   * poll, where the connector reads what it can tell is new or changed (docs/polling.md).
   */
  full?: boolean;
  /** What the connector kept after its last read (source_polls.state): HTTP validators, cached lists. */
  state?: Record<string, unknown>;
}

export interface FetchResult {
  records: SourceRecord[];
  cursor: string | null;
  /** Meetings whose page failed in this run (connectors that fetch one page per meeting). */
  pageFailures?: MeetingPageFailure[];
  /** Meetings handled in full in this run: a failure recorded for one of them is over. */
  pagesResolved?: string[];
  /** Meetings whose page this run read in full, with the hash of their calendar entry and when, on the connector's clock (kept for the next runs). */
  reads?: Array<{ sourceId: string; calendarHash: string; readAt: Date }>;
  /** What to keep for the next read (replaces the source's poll state); undefined keeps the state as it was. */
  state?: Record<string, unknown>;
  /** A meeting is near (agendas are being posted and revised): the poller keeps reading the source often. */
  busy?: boolean;
}

/** One connector: fetches everything new since a cursor and returns normalized records and the next cursor. */
export interface Connector {
  /** 'escribe:trca', 'tmmis:toronto', 'ero', 'orr', 'canlii:onlt', 'mayoral:toronto' */
  readonly source: string;
  fetchSince(cursor: string | null, signal: AbortSignal, context?: FetchContext): Promise<FetchResult>;
}
