import { PDFDocument, StandardFonts } from 'pdf-lib';
import { torontoTime } from '../../src/pipeline/connectors/http.js';
import type { EscribeMeetingJson } from '../../src/pipeline/connectors/escribe.js';
import type {
  TmmisAgendaItemJson,
  TmmisDecisionBodyJson,
  TmmisMeetingJson,
} from '../../src/pipeline/connectors/tmmis.js';
import type { EvalItem, EvalMeeting, EvalSet, EvalSource } from './cases.js';

/*
 * The labelled items in the sources' own formats, so that they reach the database through the real connectors:
 *   TMMIS: decisionbody-list.json, meeting.json, the agenda-items.json search records (agendaItemAddress with
 *     coordinates where the case gives them, planningApplicationNumber, backgroundAttachmentId), the HTML item
 *     page of each item (on the markup of the real capture test/fixtures/tmmis/agenda-item-2024.GG16.12.html) and
 *     its background file;
 *   eSCRIBE: the GetCalendarMeetings JSON (as the real TRCA capture test/fixtures/escribe/trca-getcalendarmeetings-
 *     2023q1.json) and each meeting's HTML agenda page (AgendaItem DIVs as in test/fixtures/escribe/
 *     trca-agenda-items.reconstructed.html), with a report as a FileStream attachment.
 * Reports are real PDFs with a text layer, read by the real extractor.
 */

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#39;').replace(/"/g, '&quot;');

/** The meeting's start: 9:30 (Toronto) `day` days from today, as the connectors fetch a window around the real clock. */
export function meetingStart(day: number, now = Date.now()): Date {
  const d = new Date(now + day * 86_400_000);
  const [y, m, dd] = d.toLocaleDateString('en-CA', { timeZone: 'America/Toronto' }).split('-').map(Number);
  return torontoTime(y!, m!, dd!, 9, 30);
}

export async function reportPdf(title: string, text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  [title, ...text.split('\n')].forEach((line, i) => page.drawText(line, { x: 40, y: 740 - i * 16, size: 9, font }));
  return Buffer.from(await pdf.save());
}

// ---------------------------------------------------------------------------------------------------------------
// TMMIS

const AGENDA_CODES: Record<string, string> = {
  'City Council': 'CC',
  'Planning and Housing Committee': 'PH',
  'Toronto and East York Community Council': 'TE',
  'North York Community Council': 'NY',
  'Infrastructure and Environment Committee': 'IE',
};

export interface TmmisRendering {
  bodies: TmmisDecisionBodyJson[];
  meetings: Map<number, TmmisMeetingJson[]>;
  items: TmmisAgendaItemJson[];
  /** Item page HTML by reference. */
  pages: Map<string, string>;
  /** Background file id -> report text, title. */
  reports: Map<number, { title: string; text: string }>;
  /** TMMIS reference -> eval item id. */
  itemIds: Map<string, string>;
}

/** "1250 Yonge Street" -> number, name, type as TMMIS splits them. */
function splitAddress(text: string) {
  const m = /^(\d+)\s+(.+?)\s+(Street|Avenue|Road|Drive|Boulevard)(?:\s+(East|West|North|South))?$/.exec(text);
  if (!m) return { streetNumber: null, streetName: text, streetType: null };
  const short: Record<string, string> = {
    Street: 'St',
    Avenue: 'Ave',
    Road: 'Rd',
    Drive: 'Dr',
    Boulevard: 'Blvd',
    East: 'E',
    West: 'W',
    North: 'N',
    South: 'S',
  };
  return {
    streetNumber: m[1]!,
    streetName: m[2]!,
    streetType: [short[m[3]!], m[4] ? short[m[4]] : null].filter(Boolean).join(' '),
  };
}

export function renderTmmis(set: EvalSet, source: EvalSource, now = Date.now()): TmmisRendering {
  const meetings = set.meetings.filter((m) => m.source === source.id);
  const bodyIds = new Map<string, number>();
  const bodies: TmmisDecisionBodyJson[] = [];
  for (const m of meetings) {
    if (bodyIds.has(m.committee)) continue;
    const id = 3000 + bodies.length;
    bodyIds.set(m.committee, id);
    bodies.push({ decisionBodyId: id, decisionBodyName: m.committee, termId: 0, webpostInd: 'Y' });
  }
  const meetingJson = new Map<number, TmmisMeetingJson[]>();
  const meetingIds = new Map<string, number>();
  meetings.forEach((m, i) => {
    const id = 40000 + i;
    meetingIds.set(m.id, id);
    const body = bodyIds.get(m.committee)!;
    const list = meetingJson.get(body) ?? [];
    list.push({
      meetingId: id,
      decisionBodyId: body,
      meetingDate: meetingStart(m.day, now).getTime(),
      mtgStatusCd: m.day < 0 ? 'COMPLETE' : 'SCHEDULE',
    });
    meetingJson.set(body, list);
  });
  const rendering: TmmisRendering = {
    bodies,
    meetings: meetingJson,
    items: [],
    pages: new Map(),
    reports: new Map(),
    itemIds: new Map(),
  };
  const counters = new Map<string, number>();
  set.items.forEach((item, index) => {
    const meeting = meetings.find((m) => m.id === item.meeting);
    if (!meeting) return;
    const code = AGENDA_CODES[meeting.committee] ?? 'XX';
    const n = (counters.get(meeting.id) ?? 0) + 1;
    counters.set(meeting.id, n);
    const year = new Date(now).getUTCFullYear();
    // The meeting number tells two meetings of one body apart: references stay unique across the set.
    const meetingNumber = String(20 + meetings.indexOf(meeting));
    const reference = `${year}.${code}${meetingNumber}.${n}`;
    const background = item.report ? 260000 + index : null;
    const date = meetingStart(meeting.day, now).getTime();
    const address = item.tmmisAddress
      ? [
          {
            agendaItemId: 150000 + index,
            addressId: 9000 + index,
            ...splitAddress(item.tmmisAddress),
            city: 'Toronto',
            postalCode: null,
            latitude: item.coordinates?.[0] ?? null,
            longitude: item.coordinates?.[1] ?? null,
            fullAddress: item.tmmisAddress,
          },
        ]
      : [];
    rendering.items.push({
      id: `ID_${150000 + index}`,
      termId: 8,
      agendaItemId: 150000 + index,
      decisionBodyId: bodyIds.get(meeting.committee)!,
      meetingId: meetingIds.get(meeting.id)!,
      decisionBodyName: meeting.committee,
      meetingDate: date,
      reference,
      termYear: String(year),
      agendaCd: code,
      meetingNumber,
      itemStatus: null,
      agendaItemTitle: escapeHtml(item.title),
      agendaItemSummary: item.description ? `<p>${escapeHtml(item.description)}</p>` : '',
      agendaItemRecommendation: '',
      decisionRecommendations: null,
      decisionAdvice: null,
      wardId: [],
      backgroundAttachmentId: background ? [background] : [],
      agendaItemAddress: address,
      address: null,
      geoLocation: null,
      planningApplicationNumber: item.applicationNumber ?? null,
    });
    if (background)
      rendering.reports.set(background, { title: `backgroundfile-${background}.pdf`, text: item.report! });
    rendering.pages.set(reference, tmmisItemPage(reference, item, meeting, date, code, background, year));
    rendering.itemIds.set(reference, item.id);
  });
  return rendering;
}

const longDate = (ms: number) =>
  new Date(ms).toLocaleDateString('en-US', {
    timeZone: 'America/Toronto',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });

/** An item page on the markup of the real capture (accordion card per consideration, d-info, h4 sections). */
function tmmisItemPage(
  reference: string,
  item: EvalItem,
  meeting: EvalMeeting,
  date: number,
  code: string,
  background: number | null,
  year: number,
): string {
  const number = reference.slice(5);
  const links = background
    ? `  <h4>Background Information</h4>\n  <div>\n  <a href="https://www.toronto.ca/legdocs/mmis/${year}/${code.toLowerCase()}/bgrd/backgroundfile-${background}.pdf" class="rpt-text" target="_blank">https://www.toronto.ca/legdocs/mmis/${year}/${code.toLowerCase()}/bgrd/backgroundfile-${background}.pdf</a><br>\n  </div>\n`
    : '';
  return `<!DOCTYPE html><html lang="en"><head><title>Agenda Item History - ${reference}</title></head><body>
<section role="main" class="content-page flex-fill" id="main"><div class="container-fluid">
<h1 class="mt-3 pl-0 mimic-cot-heading" tabindex="-1">Item - ${reference}</h1>
<h2 class="section-title">Tracking Status</h2>
<div class="mb-4"><ul>
<li>This item will be considered by ${escapeHtml(meeting.committee)} on ${longDate(date)}.</li>
</ul></div>
<div class="accordion" id="agenda-item-accordion"><div class="card">
<div id="heading0" class="card-header blue panel-title p-2"><h2 class="m-0 p-0">
<button class="btn btn-link btn-block text-left accordin-heading" type="button" data-toggle="collapse" data-target="#collapse0" aria-controls="#collapse0" aria-expanded="true">
${escapeHtml(meeting.committee)} consideration on ${longDate(date)}<br>
</button></h2></div>
<div id="collapse0" class="collapse show" aria-labelledby="heading0" data-parent="#agenda-item-accordion"><div class="card-body">
<div class="item-separator"></div>
 <h3 class="heading">${number} - ${escapeHtml(item.title)}</h3>
<div class="d-info">
 <dl><dt class="inline">Decision Type:</dt> <dd class="inline">ACTION</dd></dl>
</div>
 <h4>Summary</h4>
 <div class="wep"><p>${escapeHtml(item.description ?? '')}</p></div>
${links}</div></div></div></div>
</div></section></body></html>`;
}

// ---------------------------------------------------------------------------------------------------------------
// eSCRIBE

export interface EscribeRendering {
  calendar: Array<EscribeMeetingJson & { start: number }>;
  /** Agenda page HTML by meeting id. */
  pages: Map<string, string>;
  /** The French agenda page (lang=French) by meeting id, for the meetings that have French items. */
  frenchPages: Map<string, string>;
  /** FileStream document id -> report. */
  reports: Map<number, { title: string; text: string }>;
  /** Agenda item id (the N of AgendaItem<N>) -> eval item id. */
  itemIds: Map<string, string>;
}

/** "2026/11/30 09:30:00" in Toronto time, as GetCalendarMeetings writes dates. */
const escribeDate = (date: Date) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Toronto',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}/${parts.month}/${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
};

export function renderEscribe(set: EvalSet, source: EvalSource, now = Date.now()): EscribeRendering {
  const rendering: EscribeRendering = {
    calendar: [],
    pages: new Map(),
    frenchPages: new Map(),
    reports: new Map(),
    itemIds: new Map(),
  };
  const meetings = set.meetings.filter((m) => m.source === source.id);
  meetings.forEach((meeting, mi) => {
    const id = `${source.portal}-${String(mi + 1).padStart(4, '0')}-4e9a-87e2-093a1a51899f`;
    const start = meetingStart(meeting.day, now);
    const end = new Date(start.getTime() + 3 * 3_600_000);
    const page = `/Meeting.aspx?Id=${id}&Agenda=Agenda&lang=English`;
    const items = set.items.filter((i) => i.meeting === meeting.id);
    const bilingual = items.some((i) => i.titleFr || i.frenchOnly);
    rendering.calendar.push({
      ID: id,
      MeetingName: meeting.committee,
      StartDate: escribeDate(start),
      EndDate: escribeDate(end),
      Description: null,
      Url: `/MeetingsCalendarView.aspx/Meeting?Id=${id}`,
      Location: 'Council Chamber',
      MeetingType: meeting.committee,
      HasAgenda: true,
      MeetingDocumentLink: [
        { Format: 'HTML', Title: 'Agenda (HTML)', Type: 'Agenda', Url: page, LanguageId: 9, LanguageCode: "lang='en'" },
        ...(bilingual
          ? [
              {
                Format: 'HTML',
                Title: 'Ordre du jour (HTML)',
                Type: 'Agenda',
                Url: page.replace('lang=English', 'lang=French'),
                LanguageId: 12,
                LanguageCode: "lang='fr'",
              },
            ]
          : []),
      ],
      start: start.getTime(),
    });
    // Both pages list every item with its number N; an item without a French text keeps its English one in French,
    // and a French-only item is left off the English page.
    const block = (n: number, counter: number, title: string, description: string | undefined, attachments: string) => {
      const body = description
        ? `<DIV class='AgendaItemContentRow indent'><DIV class='AgendaItemDescription RichText'><p>${escapeHtml(description)}</p></DIV></DIV>\n`
        : '';
      return `<DIV class='AgendaItemContainer indent'>
<DIV class='AgendaItem AgendaItem${n}'>
<DIV class='AgendaItemTitleRow'><H2 Id='AgendaItemAgendaItem${n}TitleHeader'><DIV class='AgendaItemCounter'>${counter}.</DIV><DIV class='AgendaItemNavigate indent'><DIV class='AgendaItemTitle'><a href="javascript:SelectItem(${n});">${escapeHtml(title)}</a></DIV></DIV></H2></DIV>
${body}${attachments}</DIV>
</DIV>`;
    };
    const frenchBlocks = items.map((item, ii) =>
      block(
        (mi + 1) * 100 + ii + 1,
        ii + 1,
        item.frenchOnly ? item.title : (item.titleFr ?? item.title),
        item.frenchOnly ? item.description : (item.descriptionFr ?? item.description),
        '',
      ),
    );
    const blocks = items.map((item, ii) => {
      const n = (mi + 1) * 100 + ii + 1;
      rendering.itemIds.set(String(n), item.id);
      const attachment = item.report ? 5000 + n : null;
      const reportTitle = `${item.title
        .replace(/[^\w ,.-]+/g, ' ')
        .replace(/\s+/g, ' ')
        .slice(0, 80)
        .trim()} - Report.pdf`;
      if (attachment) rendering.reports.set(attachment, { title: reportTitle, text: item.report! });
      const description = item.description
        ? `<DIV class='AgendaItemContentRow indent'><DIV class='AgendaItemDescription RichText'><p>${escapeHtml(item.description)}</p></DIV></DIV>\n`
        : '';
      const attachments = attachment
        ? `<DIV class='AgendaItemAttachmentsList'>\n<DIV class='AgendaItemAttachment AgendaItemAttachment${n}' ><SPAN class='Sequence' >1.</SPAN><a class='Link' tabindex='${n}' href='filestream.ashx?DocumentId=${attachment}' data-toggle='tooltip' data-html='true' data-container='body' data-original-title='${escapeHtml(reportTitle)}' target='_blank' ><SPAN class='Link' >${escapeHtml(reportTitle)}</SPAN></a></DIV>\n</DIV>\n`
        : '';
      if (item.frenchOnly) return '';
      return `<DIV class='AgendaItemContainer indent'>
<DIV class='AgendaItem AgendaItem${n}'>
<DIV class='AgendaItemTitleRow'><H2 Id='AgendaItemAgendaItem${n}TitleHeader'><DIV class='AgendaItemCounter'>${ii + 1}.</DIV><DIV class='AgendaItemNavigate indent'><DIV class='AgendaItemTitle'><a href="javascript:SelectItem(${n});">${escapeHtml(item.title)}</a></DIV></DIV></H2></DIV>
${description}${attachments}</DIV>
</DIV>`;
    });
    const html = (title: string, parts: string[]) => `<html>
<head>
<link href="/Content/css?v=3HBqEpp8bqFx1jEAWPqC5aHyIoSdKmwCBMczyQOKLr41" rel="stylesheet"/>
</head>
<body>
<HEADER><DIV class='AgendaHeaderTitle' >${escapeHtml(title)}</DIV></HEADER>
<DIV class='AgendaItems'>
${parts.filter(Boolean).join('\n')}
</DIV>
</body>
</html>`;
    if (bilingual) rendering.frenchPages.set(id, html(meeting.committee, frenchBlocks));
    rendering.pages.set(
      id,
      `<html>
<head>
<link href="/Content/css?v=3HBqEpp8bqFx1jEAWPqC5aHyIoSdKmwCBMczyQOKLr41" rel="stylesheet"/>
</head>
<body>
<HEADER><DIV class='AgendaHeaderTitle' >${escapeHtml(meeting.committee)}</DIV></HEADER>
<DIV class='AgendaItems'>
${blocks.filter(Boolean).join('\n')}
</DIV>
</body>
</html>`,
    );
  });
  return rendering;
}
