/** The fixed tables of the municipal demo (demo/municipal.ts builds its meetings from them): towns and properties. */

export interface DemoProperty {
  nickname: string;
  address: string;
  municipality: string;
  lat: number;
  lng: number;
  currentLandUse: string;
  futureLandUse: string;
  notes: string;
}

export interface Street {
  name: string;
  type: string;
  direction?: string;
}

export interface Town {
  name: string;
  center: { lat: number; lng: number };
  streets: Street[];
  committees: Array<{ name: string; weekday: number; hour: number; everyDays: number }>;
  wards: number;
}

export const TOWNS: Town[] = [
  {
    name: 'Toronto',
    center: { lat: 43.6532, lng: -79.3832 },
    streets: [
      { name: 'Queen', type: 'Street', direction: 'West' },
      { name: 'King', type: 'Street', direction: 'East' },
      { name: 'Dundas', type: 'Street', direction: 'West' },
      { name: 'Spadina', type: 'Avenue' },
      { name: 'Bathurst', type: 'Street' },
      { name: 'Eglinton', type: 'Avenue', direction: 'East' },
      { name: 'Yonge', type: 'Street' },
      { name: 'Danforth', type: 'Avenue' },
    ],
    committees: [
      { name: 'City Council', weekday: 3, hour: 9, everyDays: 28 },
      { name: 'Planning and Housing Committee', weekday: 4, hour: 9, everyDays: 21 },
      { name: 'Toronto and East York Community Council', weekday: 2, hour: 9, everyDays: 21 },
      { name: 'Infrastructure and Environment Committee', weekday: 1, hour: 9, everyDays: 28 },
    ],
    wards: 25,
  },
  {
    name: 'Mississauga',
    center: { lat: 43.589, lng: -79.6441 },
    streets: [
      { name: 'Hurontario', type: 'Street' },
      { name: 'Dundas', type: 'Street', direction: 'East' },
      { name: 'Lakeshore', type: 'Road', direction: 'West' },
      { name: 'Burnhamthorpe', type: 'Road', direction: 'West' },
      { name: 'Main', type: 'Street' },
      { name: 'Eglinton', type: 'Avenue', direction: 'West' },
    ],
    committees: [
      { name: 'City Council', weekday: 3, hour: 9, everyDays: 14 },
      { name: 'Planning and Development Committee', weekday: 1, hour: 18, everyDays: 14 },
      { name: 'Committee of Adjustment', weekday: 4, hour: 13, everyDays: 14 },
      { name: 'General Committee', weekday: 3, hour: 9, everyDays: 14 },
    ],
    wards: 11,
  },
  {
    name: 'Brampton',
    center: { lat: 43.7315, lng: -79.7624 },
    streets: [
      { name: 'Main', type: 'Street', direction: 'North' },
      { name: 'Queen', type: 'Street', direction: 'East' },
      { name: 'Steeles', type: 'Avenue', direction: 'West' },
      { name: 'Bovaird', type: 'Drive', direction: 'East' },
    ],
    committees: [
      { name: 'City Council', weekday: 3, hour: 9, everyDays: 14 },
      { name: 'Planning and Development Committee', weekday: 1, hour: 19, everyDays: 14 },
      { name: 'Committee of Adjustment', weekday: 2, hour: 9, everyDays: 21 },
    ],
    wards: 10,
  },
  {
    name: 'Ottawa',
    center: { lat: 45.4215, lng: -75.6972 },
    streets: [
      { name: 'Bank', type: 'Street' },
      { name: 'Rideau', type: 'Street' },
      { name: 'Carling', type: 'Avenue' },
      { name: 'Montreal', type: 'Road' },
      { name: 'Somerset', type: 'Street', direction: 'West' },
    ],
    committees: [
      { name: 'City Council', weekday: 3, hour: 10, everyDays: 14 },
      { name: 'Planning and Housing Committee', weekday: 4, hour: 9, everyDays: 14 },
      { name: 'Committee of Adjustment', weekday: 3, hour: 9, everyDays: 14 },
    ],
    wards: 24,
  },
  {
    name: 'Vaughan',
    center: { lat: 43.8361, lng: -79.4983 },
    streets: [
      { name: 'Jane', type: 'Street', direction: 'North' },
      { name: 'Jane', type: 'Street' },
      { name: 'Rutherford', type: 'Road' },
      { name: 'Major Mackenzie', type: 'Drive', direction: 'West' },
    ],
    committees: [
      { name: 'City Council', weekday: 2, hour: 13, everyDays: 21 },
      { name: 'Committee of the Whole', weekday: 2, hour: 13, everyDays: 14 },
      { name: 'Committee of Adjustment', weekday: 4, hour: 18, everyDays: 14 },
    ],
    wards: 5,
  },
  {
    name: 'Markham',
    center: { lat: 43.8561, lng: -79.337 },
    streets: [
      { name: 'Main', type: 'Street' },
      { name: 'Kennedy', type: 'Road' },
      { name: 'Warden', type: 'Avenue' },
      { name: 'Enterprise', type: 'Boulevard' },
    ],
    committees: [
      { name: 'City Council', weekday: 3, hour: 13, everyDays: 21 },
      { name: 'Development Services Committee', weekday: 1, hour: 9, everyDays: 14 },
    ],
    wards: 8,
  },
  {
    name: 'Oakville',
    center: { lat: 43.4675, lng: -79.6877 },
    streets: [
      { name: 'Lakeshore', type: 'Road', direction: 'East' },
      { name: 'Trafalgar', type: 'Road' },
      { name: 'Kerr', type: 'Street' },
      { name: 'Speers', type: 'Road' },
    ],
    committees: [
      { name: 'Town Council', weekday: 1, hour: 18, everyDays: 21 },
      { name: 'Planning and Development Council', weekday: 1, hour: 18, everyDays: 21 },
    ],
    wards: 7,
  },
];

/** The demo company's properties: named by agenda items of the dataset, or close to them. */
export const DEMO_PROPERTIES: DemoProperty[] = [
  {
    nickname: 'Queen West Lofts',
    address: '480 Queen Street West, Toronto, ON M5V 2B5',
    municipality: 'Toronto',
    lat: 43.6487,
    lng: -79.3975,
    currentLandUse: 'commercial',
    futureLandUse: 'mixed_use',
    notes: 'Mid-rise redevelopment under study.',
  },
  {
    nickname: 'Hurontario Gateway',
    address: '3050 Hurontario Street, Mississauga, ON L5B 1N7',
    municipality: 'Mississauga',
    lat: 43.5912,
    lng: -79.6415,
    currentLandUse: 'commercial',
    futureLandUse: 'residential',
    notes: 'Along the Hurontario LRT. Application OZ 25/014.',
  },
  {
    nickname: 'Lakeshore Industrial',
    address: '1200 Lakeshore Road West, Mississauga, ON L5H 1G1',
    municipality: 'Mississauga',
    lat: 43.5215,
    lng: -79.6106,
    currentLandUse: 'industrial',
    futureLandUse: 'industrial',
    notes: 'Logistics site; watch development charges.',
  },
  {
    nickname: 'Downtown Brampton Block',
    address: '55 Main Street North, Brampton, ON L6V 1N6',
    municipality: 'Brampton',
    lat: 43.6885,
    lng: -79.7607,
    currentLandUse: 'commercial',
    futureLandUse: 'mixed_use',
    notes: '',
  },
  {
    nickname: 'Bank Street Infill',
    address: '900 Bank Street, Ottawa, ON K1S 3W5',
    municipality: 'Ottawa',
    lat: 45.4009,
    lng: -75.6872,
    currentLandUse: 'residential',
    futureLandUse: 'residential',
    notes: '',
  },
  {
    nickname: 'Vaughan Metro Site',
    address: '3300 Jane Street, Vaughan, ON L4K 0J1',
    municipality: 'Vaughan',
    lat: 43.7942,
    lng: -79.5271,
    currentLandUse: 'vacant',
    futureLandUse: 'mixed_use',
    notes: 'Near the subway terminus.',
  },
];

/** A small seeded generator (mulberry32): the same dataset for the same seed. */
