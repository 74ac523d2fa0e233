import type { AgendaItemRecord } from '../records.js';
import { ADDRESS, APPLICATION, decode, TMMIS_ITEM_STATUS, unique } from './tmmis-text.js';

/* The TMMIS JSON API's records (decision bodies, meetings, agenda items) and an agenda item from one. */

export interface TmmisDecisionBodyJson {
  decisionBodyId: number;
  decisionBodyName: string;
  termId?: number;
  /** 'Y' when the body's meetings are posted on the web. */
  webpostInd?: string | null;
}

export interface TmmisMeetingJson {
  meetingId: number;
  decisionBodyId: number;
  /** Epoch milliseconds (often midnight in Toronto when no time is recorded). */
  meetingDate: number;
  /** SCHEDULE, SCHDLPRV, INPRPUB, COMPLETE, CANCEL, NO_QUOR... */
  mtgStatusCd?: string | null;
}

export interface TmmisAddressJson {
  agendaItemId?: number;
  addressId?: number;
  streetNumber?: string | null;
  streetName?: string | null;
  streetType?: string | null;
  city?: string | null;
  postalCode?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  fullAddress?: string | null;
}

export interface TmmisAgendaItemJson {
  id: string;
  termId: number;
  agendaItemId: number;
  decisionBodyId: number;
  meetingId: number;
  decisionBodyName: string;
  meetingDate: number;
  /** '2024.GG16.12' */
  reference: string;
  termYear: string;
  agendaCd: string;
  meetingNumber: string;
  itemStatus?: string | null;
  agendaItemTitle: string;
  agendaItemSummary?: string | null;
  agendaItemRecommendation?: string | null;
  decisionRecommendations?: string | null;
  decisionAdvice?: string | null;
  wardId?: number[] | null;
  backgroundAttachmentId?: number[] | null;
  agendaItemAddress?: TmmisAddressJson[] | null;
  address?: string[] | null;
  geoLocation?: string[] | null;
  planningApplicationNumber?: string | null;
}

export interface TmmisPage<T> {
  Result?: string;
  Records: T[];
  TotalRecordCount?: number;
  TotalPages?: number;
  PageNumber?: number;
}

const point = (lat: unknown, lng: unknown) => {
  const a = Number(lat);
  const b = Number(lng);
  // Toronto lies around 43.6 N, 79.4 W; zeros mean "not geocoded".
  return Number.isFinite(a) && Number.isFinite(b) && a !== 0 && b !== 0 && Math.abs(a) <= 90 && Math.abs(b) <= 180
    ? { lat: a, lng: b }
    : null;
};

/** A background file's address under legdocs (real pattern: legdocs/mmis/2024/gg/bgrd/backgroundfile-248375.pdf). */
export const backgroundFileUrl = (legdocsBase: string, termYear: string, agendaCd: string, id: number) =>
  `${legdocsBase.replace(/\/+$/, '')}/mmis/${termYear}/${agendaCd.toLowerCase()}/bgrd/backgroundfile-${id}.pdf`;

/** One agenda-items.json record as an agenda item. */
export function tmmisItemRecord(json: TmmisAgendaItemJson, baseUrl: string, legdocsBase: string): AgendaItemRecord {
  const summary = json.agendaItemSummary ? decode(json.agendaItemSummary) : '';
  const recommendation = json.agendaItemRecommendation ? decode(json.agendaItemRecommendation) : '';
  const text = [json.agendaItemTitle, summary, recommendation].join('\n');
  const structured = (json.agendaItemAddress ?? []).map(
    (a) => a.fullAddress?.trim() || [a.streetNumber, a.streetName, a.streetType].filter(Boolean).join(' ').trim(),
  );
  const coordinates = (json.agendaItemAddress ?? [])
    .map((a) => point(a.latitude, a.longitude))
    .filter((p) => p !== null);
  for (const g of json.geoLocation ?? []) {
    const m = /(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)/.exec(g);
    const p = m ? point(m[1], m[2]) : null;
    if (p && !coordinates.some((c) => c.lat === p.lat && c.lng === p.lng)) coordinates.push(p);
  }
  const applications = [
    ...(json.planningApplicationNumber ?? '').split(/[,;]/).map((s) => s.trim()),
    ...(text.match(APPLICATION) ?? []),
  ].filter(Boolean);
  const status = json.itemStatus ? (TMMIS_ITEM_STATUS[json.itemStatus] ?? json.itemStatus) : null;
  const decision = json.decisionRecommendations ? decode(json.decisionRecommendations) || null : null;
  return {
    sourceId: json.reference,
    itemNumber: json.reference.replace(/^\d{4}\./, ''),
    title: decode(json.agendaItemTitle),
    description: summary || recommendation || null,
    addresses: unique([...structured, ...(json.address ?? []), ...(text.match(ADDRESS) ?? [])].filter(Boolean)),
    coordinates,
    applicationNumbers: unique(applications),
    wards: unique((json.wardId ?? []).map(String)),
    documentLinks: (json.backgroundAttachmentId ?? []).map((id) => {
      const url = backgroundFileUrl(legdocsBase, json.termYear, json.agendaCd, id);
      return { title: `backgroundfile-${id}.pdf`, url };
    }),
    sourceUrl: `${baseUrl}/agenda-item.do?item=${encodeURIComponent(json.reference)}`,
    status,
    decision,
  };
}
