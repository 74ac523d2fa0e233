import type { DocumentRecord, MeetingRecord, AgendaItemRecord } from '../pipeline/records.js';
import { TOWNS, DEMO_PROPERTIES, type DemoProperty, type Street, type Town } from './municipal-tables.js';

export { DEMO_PROPERTIES, type DemoProperty };

/*
 * The demo municipal dataset: meetings of several Ontario councils and committees over the past and coming three
 * months, with agenda items (procedural ones too), addresses, coordinates, application numbers, wards and staff
 * report documents. Produced as the same normalized records a connector produces, so it goes through the same store
 * and the same analysis as live data. Deterministic for a given start day (a seeded generator).
 */

function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
  };
}

const PROCEDURAL = [
  'Call to Order',
  'Land Acknowledgement',
  'Declarations of Conflict of Interest',
  'Approval of the Agenda',
  'Adoption of the Minutes of the Previous Meeting',
];

const streetText = (s: Street) => `${s.name} ${s.type}${s.direction ? ` ${s.direction}` : ''}`;

function offset(center: { lat: number; lng: number }, rng: ReturnType<typeof random>, km: number) {
  return {
    lat: +(center.lat + (rng.next() - 0.5) * (km / 111) * 2).toFixed(6),
    lng: +(center.lng + (rng.next() - 0.5) * (km / 80) * 2).toFixed(6),
  };
}

interface ItemDraft extends AgendaItemRecord {
  report?: string;
}

/*
 * Toronto's items come with coordinates, as TMMIS publishes them. The other towns' items come without, as eSCRIBE
 * portals publish them: they are placed by geocoding their addresses from the demo address index
 * (api/data/demo-addresses.csv, written by demoAddressCsv below), which holds the addresses these items name.
 */
export const ESCRIBE_TOWNS: ReadonlySet<string> = new Set(TOWNS.filter((t) => t.name !== 'Toronto').map((t) => t.name));
/** Civic numbers on each street of an eSCRIBE town, and the distances from a property (in numbers) of its neighbours. */
const TOWN_NUMBERS = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100];
const NEIGHBOUR_STEPS = [-200, -120, -60, -20, 20, 60, 120, 200];
/** Metres between two consecutive civic numbers on the demo's synthetic streets. */
const METRES_PER_NUMBER = 1.5;

const siteStreet = (site: DemoProperty) => site.address.split(',')[0]!.split(' ').slice(1).join(' ');
const siteNumber = (site: DemoProperty) => Number(site.address.split(' ')[0]);
const metresToPoint = (from: { lat: number; lng: number }, east: number, north: number) => ({
  lat: +(from.lat + north / 111_195).toFixed(7),
  lng: +(from.lng + east / (111_195 * Math.cos((from.lat * Math.PI) / 180))).toFixed(7),
});

/**
 * The demo address index (OpenAddresses layout): in each eSCRIBE town, TOWN_NUMBERS on each of its streets (street k
 * runs east-west or north-south, (k + 1) x 250 m from the town centre), and around each demo property the
 * neighbours its items name, along its street through the property.
 */
export function demoAddressCsv(): string {
  const rows = ['LON,LAT,NUMBER,STREET,UNIT,CITY,DISTRICT,REGION,POSTCODE,ID,HASH'];
  const row = (p: { lat: number; lng: number }, number: number, street: string, city: string) =>
    rows.push(`${p.lng},${p.lat},${number},${street},,${city},,ON,,,`);
  for (const town of TOWNS.filter((t) => ESCRIBE_TOWNS.has(t.name))) {
    town.streets.forEach((street, k) => {
      const away = (k + 1) * 250 * (k % 4 < 2 ? 1 : -1);
      for (const n of TOWN_NUMBERS) {
        const along = n * METRES_PER_NUMBER * 4;
        row(
          k % 2 === 0 ? metresToPoint(town.center, along, away) : metresToPoint(town.center, away, along),
          n,
          streetText(street),
          town.name,
        );
      }
    });
  }
  for (const site of DEMO_PROPERTIES.filter((p) => ESCRIBE_TOWNS.has(p.municipality))) {
    for (const step of [0, ...NEIGHBOUR_STEPS]) {
      const n = siteNumber(site) + step;
      if (n > 0) row(metresToPoint(site, step * METRES_PER_NUMBER, 0), n, siteStreet(site), site.municipality);
    }
  }
  return `${rows.join('\n')}\n`;
}

function siteItem(
  town: Town,
  committee: string,
  rng: ReturnType<typeof random>,
  year: number,
  seq: number,
  site?: DemoProperty,
  nearSite?: boolean,
): ItemDraft {
  const point = site
    ? nearSite
      ? offset({ lat: site.lat, lng: site.lng }, rng, 0.2)
      : { lat: site.lat, lng: site.lng }
    : offset(town.center, rng, 6);
  const street = rng.pick(town.streets);
  const escribe = ESCRIBE_TOWNS.has(town.name);
  let number =
    site && !nearSite ? site.address.split(' ')[0]! : String(escribe ? rng.pick(TOWN_NUMBERS) : rng.int(1, 480) * 10);
  let streetName = site && !nearSite ? siteStreet(site) : streetText(street);
  // An eSCRIBE town's item near a property names a neighbour on the property's street (the index places it).
  if (escribe && site && nearSite) {
    number = String(siteNumber(site) + rng.pick(NEIGHBOUR_STEPS.filter((step) => siteNumber(site) + step > 0)));
    streetName = siteStreet(site);
  }
  const address = `${number} ${streetName}`;
  const ward = `Ward ${rng.int(1, town.wards)}`;
  const yy = String(year).slice(2);
  const adjustment = /adjustment/i.test(committee);
  const file = adjustment ? `A${String(seq).padStart(3, '0')}/${yy}` : `OZ ${yy}/${String(seq).padStart(3, '0')}`;
  const storeys = rng.int(4, 38);
  const units = storeys * rng.int(8, 14);
  const kinds = adjustment
    ? [
        [
          `Minor Variance Application ${file} - ${address}`,
          `To permit a reduced rear yard setback and an increased lot coverage for a proposed addition at ${address} (${ward}).`,
        ],
        [
          `Consent Application ${file.replace('A', 'B')} - ${address}`,
          `To sever the lands at ${address} into two lots for detached dwellings (${ward}).`,
        ],
      ]
    : [
        [
          `Official Plan and Zoning By-law Amendment - ${address} (${ward})`,
          `Public meeting on applications ${file} to permit a ${storeys}-storey mixed-use building with ${units} residential units and ground floor retail at ${address}.`,
        ],
        [
          `Site Plan Application - ${address}`,
          `Staff report recommending approval of a site plan for a ${storeys}-storey residential building with ${units} units at ${address}, file ${file}.`,
        ],
        [
          `Rezoning Application ${file} - ${address}`,
          `Recommendation report: rezone ${address} from employment to residential to permit ${units} townhouse and stacked units.`,
        ],
      ];
  const [title, description] = rng.pick(kinds) as [string, string];
  const report =
    `Report to ${committee}\nSubject: ${title}\nRecommendation: That the report of the Commissioner of Planning regarding ${file} be received and that the application be approved subject to conditions.\n` +
    `Background: The applicant proposes to redevelop the lands municipally known as ${address}. The site is in ${ward}.\n\f` +
    `Analysis: The proposal has been reviewed against the Provincial Planning Statement, the Official Plan and the Zoning By-law. ` +
    `Staff note ${storeys} storeys and ${units} units, with parking in one level of underground garage. Development charges apply at building permit.\n` +
    `Public consultation: A statutory public meeting was held and written submissions were received.`;
  return {
    sourceId: '',
    title,
    description,
    addresses: [address],
    ...(escribe ? {} : { coordinates: [point] }),
    applicationNumbers: [file],
    wards: [ward],
    report,
  };
}

const POLICY_ITEMS: Array<[string, string]> = [
  [
    'Development Charges By-law Update',
    'Proposed new development charges for residential, commercial and industrial development across the municipality, effective next year.',
  ],
  [
    'Official Plan Review - Growth Management Strategy',
    'Draft policies for intensification areas, major transit station areas and employment lands; residential and mixed use designations.',
  ],
  [
    'Comprehensive Zoning By-law Review - Phase 2',
    'Proposed city-wide zoning standards for residential and commercial zones, including parking requirements.',
  ],
  ['User Fees and Charges By-law', 'Updated planning application fees and building permit fees for the coming year.'],
  [
    'Housing Accelerator Fund - Action Plan Update',
    'Measures to permit four units as of right in residential areas and to speed up approvals.',
  ],
  [
    'Community Benefits Charge Strategy',
    'A charge on developments of five or more storeys and ten or more residential units.',
  ],
];
const INFRASTRUCTURE_ITEMS: Array<[string, string]> = [
  [
    'Watermain Replacement Program',
    'Capital program for watermain and road reconstruction works over the next two construction seasons.',
  ],
  [
    'Transportation Master Plan Update',
    'Proposed cycling network, transit priority corridors and road widening projects.',
  ],
  ['Stormwater Management Capital Works', 'Environmental assessment for stormwater ponds and culvert replacement.'],
];
const OTHER_ITEMS: Array<[string, string]> = [
  ['Appointments to Advisory Committees', 'Citizen appointments for the remainder of the term.'],
  ['Proclamations and Recognitions', 'Requests received for proclamations.'],
  ['Library Board Annual Report', 'Annual report of the public library board.'],
];

/** Meetings from 90 days before `today` to 90 days after, with their items and documents. */
export function demoMeetings(today: Date, seed = 20261122): MeetingRecord[] {
  const rng = random(seed);
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - 90 * 86_400_000);
  const records: MeetingRecord[] = [];
  let seq = 0;
  for (const town of TOWNS) {
    const sites = DEMO_PROPERTIES.filter((p) => p.municipality === town.name);
    town.committees.forEach((committee, committeeIndex) => {
      // The first meeting on the committee's weekday, then every `everyDays`.
      const first = new Date(start);
      while (first.getUTCDay() !== committee.weekday) first.setUTCDate(first.getUTCDate() + 1);
      first.setUTCDate(first.getUTCDate() + committeeIndex * 2);
      for (
        let day = first.getTime(), n = 0;
        day < start.getTime() + 181 * 86_400_000;
        day += committee.everyDays * 86_400_000, n++
      ) {
        const date = new Date(day);
        // America/Toronto is UTC-5 (EST) or UTC-4 (EDT); the demo uses EST offsets, good enough for display.
        const startsAt = new Date(
          Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), committee.hour + 5),
        );
        const sourceId = `${town.name.toLowerCase()}-${committeeIndex}-${date.toISOString().slice(0, 10)}`;
        const upcomingFar = startsAt.getTime() > today.getTime() + 21 * 86_400_000;
        const items: ItemDraft[] = PROCEDURAL.slice(0, rng.int(3, 5)).map((title) => ({ sourceId: '', title }));
        // A real agenda lists an item once: a draw that repeats a title already on this agenda is left out (the
        // draws stay the same, so every other meeting is unchanged).
        const add = (item: ItemDraft) => {
          if (!items.some((existing) => existing.title === item.title)) items.push(item);
        };
        if (!upcomingFar) {
          const count = rng.int(2, 5);
          for (let i = 0; i < count; i++) {
            seq += 1;
            const roll = rng.next();
            // A property's own address now and then, its neighbourhood more often.
            const site = sites.length && roll < 0.18 ? rng.pick(sites) : undefined;
            const near = site !== undefined && rng.next() < 0.5;
            if (site || roll < 0.6)
              add(siteItem(town, committee.name, rng, startsAt.getUTCFullYear(), seq, site, near));
            else if (roll < 0.75 && !/adjustment/i.test(committee.name)) {
              const [title, description] = rng.pick(POLICY_ITEMS);
              add({ sourceId: '', title: `${title} - ${town.name}`, description });
            } else if (roll < 0.88) {
              const [title, description] = rng.pick(INFRASTRUCTURE_ITEMS);
              const street = rng.pick(town.streets);
              add({
                sourceId: '',
                title: `${title}: ${streetText(street)}`,
                description,
                coordinates: [offset(town.center, rng, 4)],
              });
            } else {
              const [title, description] = rng.pick(OTHER_ITEMS);
              add({ sourceId: '', title, description });
            }
          }
        }
        items.push({ sourceId: '', title: 'Adjournment' });
        const agendaItems: AgendaItemRecord[] = items.map(({ report: _report, ...item }, i) => ({
          ...item,
          sourceId: `${sourceId}-item-${i + 1}`,
          itemNumber: `${i + 1}`,
        }));
        const documents: DocumentRecord[] = items.flatMap((item, i) =>
          item.report
            ? [
                {
                  sourceId: `${sourceId}-report-${i + 1}`,
                  title: `Staff report: ${item.title}`,
                  url: `https://pub-${town.name.toLowerCase()}.escribemeetings.com/filestream.ashx?DocumentId=${seq * 10 + i}`,
                  agendaItemSourceId: `${sourceId}-item-${i + 1}`,
                  mimeType: 'text/plain',
                  content: item.report,
                },
              ]
            : [],
        );
        const hasAgenda = !upcomingFar;
        const substantive = agendaItems.filter(
          (item) =>
            !/^(Call to Order|Land Ack|Declarations|Approval of the Agenda|Adoption of the Minutes|Adjournment)/.test(
              item.title,
            ),
        );
        records.push({
          // Stored under the name of the source that publishes this town's agendas (TMMIS for Toronto, the town's
          // eSCRIBE portal otherwise), as an ingest of it would: coverage counts a source whose data is there.
          source: town.name === 'Toronto' ? 'tmmis:toronto' : `escribe:${town.name.toLowerCase()}`,
          sourceId,
          municipality: town.name,
          committee: committee.name,
          title: committee.name,
          startsAt,
          endsAt: new Date(startsAt.getTime() + 3 * 3_600_000),
          location: `${town.name} City Hall, Council Chamber`,
          summary: hasAgenda
            ? `${substantive.length} agenda item${substantive.length === 1 ? '' : 's'}: ${substantive
                .slice(0, 3)
                .map((item) => item.title)
                .join('; ')}${substantive.length > 3 ? '; ...' : ''}`
            : 'No Agenda Items posted yet. We will continue to monitor for new items.',
          agendaUrl: hasAgenda
            ? `https://pub-${town.name.toLowerCase()}.escribemeetings.com/Meeting.aspx?Id=${sourceId}&Agenda=Agenda`
            : null,
          documentUrl: hasAgenda
            ? `https://pub-${town.name.toLowerCase()}.escribemeetings.com/filestream.ashx?DocumentId=${sourceId}`
            : null,
          sourceUrl: `https://pub-${town.name.toLowerCase()}.escribemeetings.com/Meeting.aspx?Id=${sourceId}`,
          items: hasAgenda ? agendaItems : [],
          documents: hasAgenda ? documents : [],
        });
      }
    });
  }
  return records;
}

export const DEMO_ACCOUNT = {
  email: 'demo@parcelwatch.example',
  password: 'Parcelwatch-Demo-2026',
  firstName: 'Dana',
  lastName: 'Demo',
  company: 'Demo Development Corp',
};
