// A FAKE of Toronto Open Data's CKAN portal (ckan0.cf.opendata.inter.prod-toronto.ca), for the registry journey
// (tests/registry-area.spec.ts), served by fake-escribe.mjs under /ckan. It speaks CKAN's action API as the
// application registry connector (api/src/applications/ckan.ts) reads the live portal:
//   GET /ckan/api/3/action/package_show?id=<dataset>        -> { success, result: { resources: [...] } }
//   GET /ckan/api/3/action/datastore_search?resource_id=<r>&limit=&offset=&sort=_id
//                                                           -> { success, result: { records, total } }
// Its data: the "Development Applications" dataset holds one new file, a zoning by-law amendment at 100 Queen Street
// West (Toronto City Hall) filed today, with its point in the dataset's X/Y columns (longitude, latitude), and two
// farther files filed today (FARTHER_FILES); the
// "Committee of Adjustment Applications" dataset is empty. The real Committee of Adjustment capture is read by the
// API suite's loopback portal (api/test/helpers/ckan-site.ts); here one row with a point is what the journey needs.
// An unknown dataset or resource answers { success: false } with 404, as CKAN does.

/** The new file's point, inside the area the journey draws around a property at City Hall. */
export const NEW_FILE = {
  number: '26 100001 STE 10 OZ',
  lat: 43.65345,
  lng: -79.38405,
};

/**
 * Two more new files, 750 and 768 m from the journey's property at City Hall: beyond the near radius (400 m), within
 * the last (1,000 m). The property hears of them in one alert that lists both (api/src/applications/nearby.ts).
 */
export const FARTHER_FILES = [
  { number: '26 100002 STE 11 SA', lat: 43.659, lng: -79.3893 },
  { number: '26 100003 STE 11 OZ', lat: 43.6603, lng: -79.3846 },
];

const today = new Date().toISOString().slice(0, 10);

const DATASETS = {
  'development-applications': [
    {
      _id: 2,
      'APPLICATION#': 'e2e-5100002',
      'REFERENCE_FILE#': FARTHER_FILES[0].number,
      APPLICATION_TYPE: 'SA',
      STATUS: 'Under Review',
      STREET_NUM: '700',
      STREET_NAME: 'UNIVERSITY',
      STREET_TYPE: 'AVE',
      STREET_DIRECTION: null,
      DESCRIPTION: 'Site Plan Control application for a 9-storey addition to an office building.',
      DATE_SUBMITTED: today,
      HEARING_DATE: null,
      X: FARTHER_FILES[0].lng,
      Y: FARTHER_FILES[0].lat,
    },
    {
      _id: 3,
      'APPLICATION#': 'e2e-5100003',
      'REFERENCE_FILE#': FARTHER_FILES[1].number,
      APPLICATION_TYPE: 'OZ',
      STATUS: 'Under Review',
      STREET_NUM: '777',
      STREET_NAME: 'BAY',
      STREET_TYPE: 'ST',
      STREET_DIRECTION: null,
      DESCRIPTION: 'Zoning By-law Amendment application to permit a 45-storey residential building.',
      DATE_SUBMITTED: today,
      HEARING_DATE: null,
      X: FARTHER_FILES[1].lng,
      Y: FARTHER_FILES[1].lat,
    },
    {
      _id: 1,
      'APPLICATION#': 'e2e-5100001',
      'REFERENCE_FILE#': NEW_FILE.number,
      APPLICATION_TYPE: 'OZ',
      STATUS: 'Under Review',
      STREET_NUM: '100',
      STREET_NAME: 'QUEEN',
      STREET_TYPE: 'ST',
      STREET_DIRECTION: 'W',
      DESCRIPTION:
        'Zoning By-law Amendment application to permit a 12-storey mixed-use building with 140 residential units.',
      DATE_SUBMITTED: today,
      HEARING_DATE: null,
      X: NEW_FILE.lng,
      Y: NEW_FILE.lat,
    },
  ],
  'committee-of-adjustment-applications': [],
};

const resourceOf = (dataset) => `res-${dataset}`;

/** Answers a request under /ckan; false when the path is not the portal's. */
export function answerCkan(url, response) {
  if (!url.startsWith('/ckan/')) return false;
  const parsed = new URL(url, 'http://localhost');
  const send = (status, body) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const notFound = () => send(404, { success: false, error: { message: 'Not found', __type: 'Not Found Error' } });
  if (parsed.pathname === '/ckan/api/3/action/package_show') {
    const id = parsed.searchParams.get('id') ?? '';
    if (!(id in DATASETS)) return (notFound(), true);
    send(200, {
      success: true,
      result: {
        name: id,
        resources: [{ id: resourceOf(id), name: id, format: 'CSV', datastore_active: true, last_modified: null }],
      },
    });
    return true;
  }
  if (parsed.pathname === '/ckan/api/3/action/datastore_search') {
    const dataset = Object.keys(DATASETS).find((d) => resourceOf(d) === parsed.searchParams.get('resource_id'));
    if (!dataset) return (notFound(), true);
    const rows = DATASETS[dataset];
    const offset = Number(parsed.searchParams.get('offset') ?? 0);
    const limit = Number(parsed.searchParams.get('limit') ?? 100);
    send(200, { success: true, result: { records: rows.slice(offset, offset + limit), total: rows.length } });
    return true;
  }
  notFound();
  return true;
}
