import type { ApplicationDetail, ApplicationList, ApplicationListItem } from '../api/types';

/* Answers of the applications routes for the screens' tests, shaped like the API's (the demo's file). */

export const PROPERTY_ID = '11111111-2222-4333-8444-555555555555';

export function listItem(overrides: Partial<ApplicationListItem> = {}): ApplicationListItem {
  return {
    id: 7,
    municipalityId: 5,
    municipality: 'Toronto',
    fileNumbers: ['24 181234 STE 10 OZ'],
    type: 'zoning_bylaw_amendment',
    status: 'OLT Appeal',
    addresses: ['500 Queen Street West'],
    point: { lat: 43.6482, lng: -79.3989 },
    description: 'Zoning By-law Amendment application to permit a 14-storey mixed-use building with 182 units.',
    filedOn: '2025-09-26',
    hearingOn: '2026-03-14',
    decidedOn: '2026-03-14',
    link: 'https://www.toronto.ca/aic',
    source: 'ckan:toronto',
    updatedAt: '2026-11-20T12:00:00.000Z',
    distanceMeters: null,
    ...overrides,
  };
}

export function listAnswer(items: ApplicationListItem[], total = items.length, page = 1): ApplicationList {
  return { items, total, page, pageSize: 20 };
}

export function detail(overrides: Partial<ApplicationDetail> = {}): ApplicationDetail {
  const { distanceMeters: _d, ...summary } = listItem();
  return {
    ...summary,
    follow: null,
    timeline: [
      step(
        1,
        'filed',
        '2025-09-26',
        'ckan:toronto',
        'Application filed',
        'registry row 1 of ckan:toronto gives file number 24 181234 STE 10 OZ',
      ),
      step(
        2,
        'heard',
        '2026-03-14',
        'tmmis:toronto',
        'Planning and Housing Committee: 500 Queen Street West',
        'file number 24 181234 STE 10 OZ in the agenda item',
      ),
      step(
        3,
        'appealed',
        '2026-05-03',
        'ckan:toronto',
        'Appealed to the Ontario Land Tribunal',
        'registry row 1 of ckan:toronto gives file number 24 181234 STE 10 OZ',
      ),
      step(
        4,
        'tribunal_decision',
        '2026-10-21',
        'tribunal',
        'Queen West 500 Inc. v. Toronto (City)',
        'the Ontario Land Tribunal decision names file number 24 181234 STE 10 OZ',
      ),
    ],
    facts: [{ name: 'storeys', value: '14', quote: '14-storey', citedFrom: 'description', url: null }],
    documents: [{ title: 'Decision Report - Refusal', url: 'https://www.toronto.ca/report.pdf', documentId: 31 }],
    properties: [
      {
        id: PROPERTY_ID,
        name: 'Queen West Lofts',
        address: '480 Queen Street West',
        distanceMeters: 131,
        atProperty: false,
        alertId: 90,
      },
    ],
    ...overrides,
  };
}

function step(
  id: number,
  kind: ApplicationDetail['timeline'][number]['kind'],
  on: string | null,
  source: string,
  title: string,
  joinReason: string,
): ApplicationDetail['timeline'][number] {
  return {
    id,
    kind,
    on,
    source,
    title,
    joinReason,
    link: 'https://example.org/step',
    agendaItemId: null,
    decisionId: null,
  };
}
