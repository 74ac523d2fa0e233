/**
 * The demo dataset of the provincial, precedents and mayoral screens, loaded on the first start of the embedded
 * database. It arrives the way live data does: as the connectors' normalized records (ProposalRecord,
 * DecisionRecord, MayoralDecisionRecord) stored by the registry store's idempotent upserts, never written straight
 * into the tables. Generated from a fixed pseudo-random seed, so the same records come out every time; only the
 * dates are placed relative to the day of seeding, so that the This Week / This Month / This Quarter filters have
 * something to show.
 */
import type { Db } from '../db/client.js';
import type { DecisionRecord, MayoralDecisionRecord, ProposalRecord } from '../pipeline/records.js';
import { ingestDecisions, ingestMayoralDecisions, ingestProposals, type RegistryIngestResult } from '../pipeline/store-registries.js';

export { LEGAL_TRIBUNALS, PROVINCIAL_SITES } from '../pipeline/registry-reference.js';

/** Cases by act as the product shows them; the demo keeps these proportions (scaled down). */
export const ACT_CASE_COUNTS: ReadonlyArray<readonly [string, number]> = [
  ['Planning Act', 823],
  ['Expropriations Act', 227],
  ['Development Charges Act', 44],
  ['Ontario Heritage Act', 39],
  ['City of Toronto Act', 24],
  ['Environmental Protection Act', 14],
  ['Niagara Escarpment Planning & Development Act', 13],
  ['Conservation Authorities Act', 9],
  ['Mining Act', 5],
  ['Municipal Act', 5],
];
const DEMO_SCALE = 0.15;

/** Sections cited per act, with relative weights (the planning appeals dominate, as at the tribunal). */
const SECTIONS: Record<string, Array<[string, number]>> = {
  'Planning Act': [
    ['s. 45(12)', 30],
    ['s. 34(11)', 18],
    ['s. 53(19)', 14],
    ['s. 22(7)', 11],
    ['s. 34(19)', 9],
    ['s. 17(24)', 6],
    ['s. 51(39)', 5],
    ['s. 41(12)', 4],
    ['s. 17(36)', 2],
    ['s. 69.1', 1],
  ],
  'Expropriations Act': [
    ['s. 26', 40],
    ['s. 13', 20],
    ['s. 32', 15],
    ['s. 25', 12],
    ['s. 18', 8],
    ['s. 30', 5],
  ],
  'Development Charges Act': [
    ['s. 14', 50],
    ['s. 20', 30],
    ['s. 31', 20],
  ],
  'Ontario Heritage Act': [
    ['s. 29(8)', 45],
    ['s. 34.1', 30],
    ['s. 33(15)', 25],
  ],
  'City of Toronto Act': [
    ['s. 111', 70],
    ['s. 114(15)', 30],
  ],
  'Environmental Protection Act': [
    ['s. 140', 60],
    ['s. 145', 40],
  ],
  'Niagara Escarpment Planning & Development Act': [
    ['s. 25(8)', 70],
    ['s. 6.1(2)', 30],
  ],
  'Conservation Authorities Act': [
    ['s. 28.1(8)', 70],
    ['s. 28.0.1(7)', 30],
  ],
  'Mining Act': [['s. 105', 100]],
  'Municipal Act': [['s. 99.1', 100]],
};

/** A small deterministic generator (mulberry32): the same demo rows on every machine. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const weighted = (items: ReadonlyArray<readonly [string, number]>): string => {
    const total = items.reduce((sum, [, w]) => sum + w, 0);
    let roll = next() * total;
    for (const [value, weight] of items) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return items[items.length - 1]![0];
  };
  return { next, int, pick, weighted };
}

/** Today in Ontario (YYYY-MM-DD) shifted by `days`. */
function torontoDay(days: number, today = new Date()): string {
  const local = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' }).format(today);
  const date = new Date(`${local}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------------------------
// Provincial proposals

interface DemoProposal {
  sourceId: string;
  site: 'ERO' | 'ORR';
  title: string;
  description: string;
  category: string;
  ministry: string;
  url: string;
  postedDaysAgo: number;
  commentDays: number | null;
  attachments: string[];
}

const DEMO_PROPOSALS: DemoProposal[] = [
  {
    sourceId: 'ERO 025-0461',
    site: 'ERO',
    title: 'Proposed changes to O. Reg. 299/19: Additional Residential Units',
    description:
      'The Ministry of Municipal Affairs and Housing is proposing to amend O. Reg. 299/19 to remove parking minimums and simplify the rules for basement, garden and laneway suites on lots with up to three units.',
    category: 'Regulation',
    ministry: 'Municipal Affairs and Housing',
    url: 'https://ero.ontario.ca/notice/025-0461',
    postedDaysAgo: 0,
    commentDays: 45,
    attachments: ['Proposal summary.pdf', 'Draft regulation.pdf'],
  },
  {
    sourceId: 'ORR 25-MMAH018',
    site: 'ORR',
    title: 'Regulation prescribing inclusionary zoning limits in protected major transit station areas',
    description:
      'Proposed regulation under the Planning Act that would cap the share of affordable units municipalities can require through inclusionary zoning at 5% and limit the affordability period to 25 years.',
    category: 'Regulation',
    ministry: 'Municipal Affairs and Housing',
    url: 'https://www.regulatoryregistry.gov.on.ca/proposal/49518',
    postedDaysAgo: 3,
    commentDays: 30,
    attachments: ['Regulatory impact assessment.pdf'],
  },
  {
    sourceId: 'ERO 025-0504',
    site: 'ERO',
    title: 'Proposed Planning Act and Development Charges Act changes to support faster housing approvals',
    description:
      'Legislative proposals to shorten the timelines for decisions on official plan and zoning by-law amendments, to exempt affordable and attainable units from development charges and to narrow third-party appeal rights.',
    category: 'Bill',
    ministry: 'Municipal Affairs and Housing',
    url: 'https://ero.ontario.ca/notice/025-0504',
    postedDaysAgo: 6,
    commentDays: 30,
    attachments: ['Bill backgrounder.pdf', 'Proposed amendments - Planning Act.pdf', 'Proposed amendments - Development Charges Act.pdf'],
  },
  {
    sourceId: 'ERO 025-0533',
    site: 'ERO',
    title: 'Single permit process for development near wetlands under the Conservation Authorities Act',
    description:
      'A proposed regulation that would set out how conservation authorities review permits for development in regulated areas, with a 90-day decision timeline and a single provincial permit form.',
    category: 'Regulation',
    ministry: 'Natural Resources',
    url: 'https://ero.ontario.ca/notice/025-0533',
    postedDaysAgo: 10,
    commentDays: 45,
    attachments: [],
  },
  {
    sourceId: 'ORR 25-MMAH022',
    site: 'ORR',
    title: 'Building Code amendments for multiplex construction (O. Reg. 163/24)',
    description:
      'Proposed amendments to the Building Code to allow four- to six-unit residential buildings to be built under Part 9 with a single stair, subject to sprinklering and travel distance limits.',
    category: 'Regulation',
    ministry: 'Municipal Affairs and Housing',
    url: 'https://www.regulatoryregistry.gov.on.ca/proposal/49602',
    postedDaysAgo: 15,
    commentDays: 30,
    attachments: ['Technical amendments table.pdf', 'Consultation guide.pdf'],
  },
  {
    sourceId: 'ERO 025-0612',
    site: 'ERO',
    title: 'Amendment to the Greenbelt Area boundary regulation (O. Reg. 59/05)',
    description:
      'Proposed minor boundary refinements to the Greenbelt Area in the Town of Whitchurch-Stouffville and the City of Pickering, following municipal requests and a review of mapping errors.',
    category: 'Policy',
    ministry: 'Municipal Affairs and Housing',
    url: 'https://ero.ontario.ca/notice/025-0612',
    postedDaysAgo: 22,
    commentDays: 60,
    attachments: ['Boundary maps.pdf'],
  },
  {
    sourceId: 'ERO 025-0647',
    site: 'ERO',
    title: "Proposed Minister's Zoning Order - City of Vaughan (Highway 7 and Weston Road)",
    description:
      "A request for a Minister's Zoning Order to permit a mixed-use community of about 4,200 residential units, a public park and an elementary school on lands at the north-east corner of Highway 7 and Weston Road.",
    category: 'Instrument',
    ministry: 'Municipal Affairs and Housing',
    url: 'https://ero.ontario.ca/notice/025-0647',
    postedDaysAgo: 28,
    commentDays: 30,
    attachments: ['Draft zoning order.pdf', 'Site plan concept.pdf'],
  },
  {
    sourceId: 'ORR 25-MTO007',
    site: 'ORR',
    title: 'Transit corridor land designations under the Building Transit Faster Act, 2020',
    description:
      'Proposed regulation designating additional transit corridor lands along the Ontario Line and the Yonge North Subway Extension, where development permits from Metrolinx would be required.',
    category: 'Regulation',
    ministry: 'Transportation',
    url: 'https://www.regulatoryregistry.gov.on.ca/proposal/49477',
    postedDaysAgo: 35,
    commentDays: 45,
    attachments: ['Corridor maps.pdf'],
  },
  {
    sourceId: 'ERO 025-0688',
    site: 'ERO',
    title: 'Proposed updates to the criteria for determining cultural heritage value (O. Reg. 9/06)',
    description:
      'Changes to the criteria used by municipalities to designate properties under Part IV of the Ontario Heritage Act, requiring that a property meet at least two criteria and clarifying timelines for listed properties.',
    category: 'Regulation',
    ministry: 'Citizenship and Multiculturalism',
    url: 'https://ero.ontario.ca/notice/025-0688',
    postedDaysAgo: 47,
    commentDays: 45,
    attachments: [],
  },
  {
    sourceId: 'ERO 025-0702',
    site: 'ERO',
    title: 'Environmental Compliance Approval (air) - asphalt plant, Town of Caledon',
    description:
      'An application for an environmental compliance approval for a portable hot-mix asphalt plant and aggregate storage on Old Pine Crest Road, with emission limits for particulate matter and odour.',
    category: 'Instrument',
    ministry: 'Environment, Conservation and Parks',
    url: 'https://ero.ontario.ca/notice/025-0702',
    postedDaysAgo: 60,
    commentDays: 30,
    attachments: ['Emission summary and dispersion modelling report.pdf'],
  },
  {
    sourceId: 'ORR 25-MOF011',
    site: 'ORR',
    title: 'Land transfer tax refund for first-time buyers of newly built homes',
    description:
      'A proposed regulatory change doubling the maximum land transfer tax refund for first-time homebuyers who buy a newly constructed home valued under $1.5 million.',
    category: 'Regulation',
    ministry: 'Finance',
    url: 'https://www.regulatoryregistry.gov.on.ca/proposal/49311',
    postedDaysAgo: 75,
    commentDays: null,
    attachments: [],
  },
  {
    sourceId: 'ERO 025-0719',
    site: 'ERO',
    title: 'Proposed amendments to the On-Site and Excess Soil Management regulation (O. Reg. 406/19)',
    description:
      'Amendments to reduce the cost of moving excess soil from infrastructure and housing projects, including new exemptions for low-risk soil and a simplified registry filing.',
    category: 'Regulation',
    ministry: 'Environment, Conservation and Parks',
    url: 'https://ero.ontario.ca/notice/025-0719',
    postedDaysAgo: 92,
    commentDays: 45,
    attachments: ['Proposed amendments.pdf', 'Frequently asked questions.pdf'],
  },
  {
    sourceId: 'ORR 25-MMAH031',
    site: 'ORR',
    title: 'Site plan control exemptions for residential developments of up to 10 units',
    description:
      'A proposal to exempt residential buildings of 10 units or fewer from site plan control province-wide, with exceptions for lands near shorelines and railways.',
    category: 'Regulation',
    ministry: 'Municipal Affairs and Housing',
    url: 'https://www.regulatoryregistry.gov.on.ca/proposal/49140',
    postedDaysAgo: 120,
    commentDays: 30,
    attachments: ['Decision notice.pdf'],
  },
  {
    sourceId: 'ERO 025-0744',
    site: 'ERO',
    title: 'Approval of Official Plan Amendment 167 - City of Hamilton urban boundary',
    description:
      "The Minister's decision on the City of Hamilton's official plan amendment, adding about 2,200 hectares of land to the urban boundary for residential and employment uses.",
    category: 'Policy',
    ministry: 'Municipal Affairs and Housing',
    url: 'https://ero.ontario.ca/notice/025-0744',
    postedDaysAgo: 150,
    commentDays: 30,
    attachments: ['Decision with modifications.pdf', 'Schedule B - urban boundary.pdf'],
  },
  {
    sourceId: 'ERO 025-0758',
    site: 'ERO',
    title: 'Amendments to the Niagara Escarpment Plan for minor boundary refinements',
    description:
      'Proposed amendments to the Niagara Escarpment Plan to refine the boundary of the Escarpment Protection Area near Grimsby and to update the permitted uses for agricultural buildings.',
    category: 'Policy',
    ministry: 'Natural Resources',
    url: 'https://ero.ontario.ca/notice/025-0758',
    postedDaysAgo: 200,
    commentDays: 90,
    attachments: ['Proposed amendment PA 226.pdf'],
  },
  {
    sourceId: 'ORR 25-ENDM004',
    site: 'ORR',
    title: 'Mining Act amendments: exploration plans and permits',
    description:
      'Regulatory changes to the exploration plan and permit process, introducing online filing and a shorter review period for early exploration activities on mining claims.',
    category: 'Regulation',
    ministry: 'Energy and Mines',
    url: 'https://www.regulatoryregistry.gov.on.ca/proposal/48870',
    postedDaysAgo: 260,
    commentDays: 45,
    attachments: [],
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Tribunal decisions

const MUNICIPALITIES = [
  ['Toronto', 'City'],
  ['Ottawa', 'City'],
  ['Mississauga', 'City'],
  ['Brampton', 'City'],
  ['Vaughan', 'City'],
  ['Markham', 'City'],
  ['Oakville', 'Town'],
  ['Richmond Hill', 'City'],
  ['Hamilton', 'City'],
  ['Oshawa', 'City'],
  ['Burlington', 'City'],
  ['Kitchener', 'City'],
] as const;

const NUMBERED_COMPANIES = ['2603994 Ontario Inc.', '1000124826 Ontario Ltd.', '2780551 Ontario Inc.', '2469853 Ontario Inc.', '5016 Dundas Holdings Inc.'];
const DEVELOPERS = [
  'Greenpark Homes',
  'Mattamy (Brampton North) Ltd.',
  'Tridel Corporation',
  'Minto Communities Inc.',
  'Lakeview Community Partners Ltd.',
  'Canderel Stoneridge Equity Group',
  'Fieldgate Developments',
  'Diamond Corp.',
  'Menkes Shooner Dagenais',
  'Concert Properties Ltd.',
];
const PEOPLE = ['Kowalski', 'Nguyen', 'Singh', 'Moreau', 'Abernethy', 'Costa', 'Haddad', 'Oyelaran', 'Lindqvist', 'Chen', 'MacLeod', 'Petrakis'];
const STREETS = [
  'Yonge Street',
  'Lakeshore Road East',
  'Dundas Street West',
  'Bank Street',
  'Hurontario Street',
  'Queen Street East',
  'Eglinton Avenue West',
  'Bronte Road',
  'Main Street North',
  'Carling Avenue',
  'Major Mackenzie Drive',
  'King Street',
];
const EXPROPRIATING_AUTHORITIES = ['Metrolinx', 'Ontario (Transportation)', 'Peel (Regional Municipality)', 'York (Regional Municipality)', 'Toronto (City)', 'Ottawa (City)'];

function decisionTitle(act: string, rng: ReturnType<typeof generator>): string {
  const [city, kind] = rng.pick(MUNICIPALITIES);
  const address = `${rng.int(2, 3400)} ${rng.pick(STREETS)}`;
  switch (act) {
    case 'Expropriations Act':
      return `${rng.pick([...NUMBERED_COMPANIES, ...PEOPLE.map((p) => `${p} Family Trust`)])} v. ${rng.pick(EXPROPRIATING_AUTHORITIES)}`;
    case 'Development Charges Act':
      return `${rng.pick(DEVELOPERS)} v. ${city} (${kind})`;
    case 'Ontario Heritage Act':
      return `Re: ${address}, ${city} (heritage designation)`;
    case 'City of Toronto Act':
      return `Tenants of ${address} v. ${rng.pick(NUMBERED_COMPANIES)}`;
    case 'Municipal Act':
      return `Tenants of ${address} v. ${rng.pick(DEVELOPERS)}`;
    case 'Environmental Protection Act':
      return `${rng.pick(NUMBERED_COMPANIES)} v. Director, Ministry of the Environment, Conservation and Parks`;
    case 'Niagara Escarpment Planning & Development Act':
      return `${rng.pick(PEOPLE)} v. Niagara Escarpment Commission`;
    case 'Conservation Authorities Act':
      return `${rng.pick(PEOPLE)} v. ${rng.pick(['Toronto and Region', 'Credit Valley', 'Conservation Halton', 'Rideau Valley'])} Conservation Authority`;
    case 'Mining Act':
      return `${rng.pick(PEOPLE)} Exploration Ltd. v. ${rng.pick(PEOPLE)} (mining claim dispute)`;
    default: {
      const appellant = rng.next() < 0.55 ? rng.pick([...NUMBERED_COMPANIES, ...DEVELOPERS]) : rng.pick(PEOPLE);
      return rng.next() < 0.2 ? `Re: ${address}, ${city}` : `${appellant} v. ${city} (${kind})`;
    }
  }
}

/** A file posted with a proposal or decision: its link under the page's address, named after the file. */
function attachment(base: string, filename: string, postedAt: string) {
  return { filename, url: `${base}/${encodeURIComponent(filename.toLowerCase().replace(/\s+/g, '-'))}`, postedAt };
}

const DECISION_ATTACHMENTS = [
  'Decision and Order.pdf',
  'Appendix A - Zoning By-law Amendment.pdf',
  'Conditions of Approval.pdf',
  'Minutes of Settlement.pdf',
  'Procedural Order.pdf',
];

/** The decisions of the demo, from the fixed act distribution scaled down (about 180 decisions). */
function demoDecisions(today: Date): DecisionRecord[] {
  const rng = generator(2026);
  const decisions: DecisionRecord[] = [];
  let serial = 0;
  for (const [act, fullCount] of ACT_CASE_COUNTS) {
    const count = Math.max(1, Math.round(fullCount * DEMO_SCALE));
    for (let i = 0; i < count; i++) {
      serial += 1;
      // Rental-housing demolition cases (City of Toronto Act s. 111, Municipal Act s. 99.1) go to the LTB.
      const tribunal = act === 'City of Toronto Act' || act === 'Municipal Act' ? 'onltb' : 'onlt';
      const daysAgo = serial % 17 === 0 ? rng.int(0, 6) : rng.int(0, 700);
      const year = Number(torontoDay(-daysAgo, today).slice(0, 4));
      const canlii = `${year}canlii${String(10000 + ((serial * 7919) % 89999))}`;
      const yy = String(year - rng.int(1, 3)).slice(2);
      const caseid =
        serial % 41 === 0
          ? null
          : tribunal === 'onlt'
            ? `OLT-${yy}-${String(rng.int(100, 9999)).padStart(6, '0')}`
            : `${rng.pick(['TST', 'TSL', 'TNL', 'TEL'])}-${rng.int(10000, 99999)}-${yy}`;
      const section = rng.weighted(SECTIONS[act] ?? [['', 1]]);
      const citations = [{ act, section }];
      const sections = SECTIONS[act] ?? [];
      if (sections.length > 1 && rng.next() < 0.25) {
        const second = rng.weighted(sections);
        if (second !== section) citations.push({ act, section: second });
      }
      const attachmentCount = rng.next() < 0.35 ? 0 : rng.int(1, 3);
      const files = [...new Set(Array.from({ length: attachmentCount }, (_, k) => (k === 0 ? DECISION_ATTACHMENTS[0]! : rng.pick(DECISION_ATTACHMENTS))))];
      const base = `https://www.canlii.org/en/on/${tribunal}/doc/${year}/${canlii}/${canlii}`;
      const decisionDate = serial % 53 === 0 ? null : torontoDay(-daysAgo, today);
      decisions.push({
        // The key must not depend on the day of seeding (the dates do), so that seeding again adds nothing.
        sourceId: `demo-${tribunal}-${serial}`,
        tribunal,
        title: decisionTitle(act, rng),
        caseid,
        decisionDate,
        municipality: null,
        pdfUrl: serial % 29 === 0 ? null : `${base}.pdf`,
        url: `${base}.html`,
        citations,
        attachments: files.map((filename) => attachment(base, filename, `${decisionDate ?? torontoDay(-30, today)}T15:30:00.000Z`)),
      });
    }
  }
  return decisions;
}

// ---------------------------------------------------------------------------------------------------------------
// Mayoral decisions

interface DemoMayoralDecision {
  municipality: string;
  decisionId: string;
  title: string | null;
  daysAgo: number | null;
  decisionDateText: string | null;
  url: string | null;
  bylaws: Array<{ bylawNumber: string; itemNumber: string | null; description: string; bylawUrl: string | null }>;
}

const TORONTO_LAW = (n: number, year: number) => `https://www.toronto.ca/legdocs/bylaws/${year}/law${String(n).padStart(4, '0')}.pdf`;

/** Numbers are fixed (they are the upsert keys); only the dates follow the day of seeding. */
function demoMayoralDecisions(): DemoMayoralDecision[] {
  const year = 2026;
  const md = (n: number, y = year) => ({ decisionId: `MD-${y}-${String(n).padStart(3, '0')}`, url: `https://www.toronto.ca/city-government/council/mayoral-decisions/md-${y}-${n}/` });
  return [
    {
      municipality: 'Toronto',
      ...md(14),
      title: 'Expediting zoning by-law amendments for Housing Now sites',
      daysAgo: 4,
      decisionDateText: null,
      bylaws: [
        { bylawNumber: `1024-${year}`, itemNumber: 'PH24.3', description: 'To amend Zoning By-law 569-2013 for the lands municipally known as 2150 Lake Shore Boulevard West', bylawUrl: TORONTO_LAW(1024, year) },
        { bylawNumber: `1025-${year}`, itemNumber: 'PH24.3', description: 'To amend the Official Plan with respect to 2150 Lake Shore Boulevard West (Site and Area Specific Policy 851)', bylawUrl: TORONTO_LAW(1025, year) },
        { bylawNumber: `1026-${year}`, itemNumber: 'PH24.4', description: 'To amend Zoning By-law 569-2013 for the lands municipally known as 705 Warden Avenue', bylawUrl: TORONTO_LAW(1026, year) },
      ],
    },
    {
      municipality: 'Toronto',
      ...md(13),
      title: 'Approval of the multiplex permissions city-wide (four to six units)',
      daysAgo: 19,
      decisionDateText: null,
      bylaws: [
        { bylawNumber: `981-${year}`, itemNumber: 'PH22.5', description: 'To amend Zoning By-law 569-2013 to permit multiplexes of up to six units in all residential zones of Wards 9 to 14', bylawUrl: TORONTO_LAW(981, year) },
      ],
    },
    {
      municipality: 'Toronto',
      ...md(12),
      title: 'Appointment of the Chair of the Planning and Housing Committee',
      daysAgo: 41,
      decisionDateText: null,
      bylaws: [],
    },
    {
      municipality: 'Toronto',
      ...md(11),
      title: 'Enacting the Major Transit Station Area delineations for the Eglinton Crosstown LRT',
      daysAgo: 63,
      decisionDateText: null,
      bylaws: [
        { bylawNumber: `812-${year}`, itemNumber: 'PH20.1', description: 'To adopt Official Plan Amendment 570 (Protected Major Transit Station Areas, Eglinton Crosstown)', bylawUrl: TORONTO_LAW(812, year) },
        { bylawNumber: `813-${year}`, itemNumber: 'PH20.1', description: 'To amend Zoning By-law 569-2013 to set minimum densities within the Eglinton Crosstown station areas', bylawUrl: TORONTO_LAW(813, year) },
        { bylawNumber: `814-${year}`, itemNumber: null, description: 'Technical amendment to By-law 812 correcting schedule references', bylawUrl: null },
      ],
    },
    {
      municipality: 'Toronto',
      ...md(10),
      title: 'Proposed 2026 operating and capital budget',
      daysAgo: 98,
      decisionDateText: null,
      bylaws: [],
    },
    {
      municipality: 'Toronto',
      ...md(9),
      title: 'Garden suites: removing the angular plane requirement',
      daysAgo: 140,
      decisionDateText: null,
      bylaws: [
        { bylawNumber: `602-${year}`, itemNumber: 'PH18.2', description: 'To amend Zoning By-law 569-2013 respecting garden suites', bylawUrl: TORONTO_LAW(602, year) },
        { bylawNumber: `603-${year}`, itemNumber: 'PH18.2', description: 'To amend former City of Toronto By-law 438-86 respecting garden suites', bylawUrl: TORONTO_LAW(603, year) },
      ],
    },
    {
      municipality: 'Toronto',
      decisionId: `MD-${year - 1}-021`,
      url: null,
      title: 'Rental replacement requirements for small apartment buildings',
      daysAgo: null,
      decisionDateText: 'Fall 2025',
      bylaws: [
        { bylawNumber: `1402-${year - 1}`, itemNumber: 'PH16.7', description: 'To amend Municipal Code Chapter 667, Residential Rental Property Demolition and Conversion Control', bylawUrl: TORONTO_LAW(1402, year - 1) },
      ],
    },
    {
      municipality: 'Toronto',
      ...md(20, year - 1),
      title: null,
      daysAgo: null,
      decisionDateText: null,
      bylaws: [],
    },
    {
      municipality: 'Ottawa',
      decisionId: `${year}-MD-04`,
      url: 'https://ottawa.ca/en/city-hall/mayor/mayoral-decisions',
      title: 'Directing staff to prepare zoning amendments for the Lebreton Flats housing lands',
      daysAgo: 26,
      decisionDateText: null,
      bylaws: [
        { bylawNumber: `${year}-318`, itemNumber: 'ACS2025-PRE-PS-0087', description: 'A by-law of the City of Ottawa to amend By-law No. 2008-250 for part of Lebreton Flats', bylawUrl: null },
      ],
    },
    {
      municipality: 'Ottawa',
      decisionId: `${year}-MD-03`,
      url: 'https://ottawa.ca/en/city-hall/mayor/mayoral-decisions',
      title: 'Appointment of the City Manager',
      daysAgo: 180,
      decisionDateText: null,
      bylaws: [],
    },
  ];
}

// ---------------------------------------------------------------------------------------------------------------

export interface SeedLegalDemoOptions {
  /** The day the relative dates are counted from (tests pass a fixed one). */
  today?: Date;
}

/** The demo's records, as the ERO/ORR, CanLII and mayoral connectors would hand them to the store. */
function legalDemoRecords(today: Date): {
  proposals: ProposalRecord[];
  decisions: DecisionRecord[];
  mayoral: MayoralDecisionRecord[];
} {
  const proposals = DEMO_PROPOSALS.map((p): ProposalRecord => {
    const posted = torontoDay(-p.postedDaysAgo, today);
    const open = p.commentDays !== null && p.commentDays - p.postedDaysAgo >= 0;
    return {
      site: p.site,
      sourceId: p.sourceId,
      title: p.title,
      description: p.description,
      postedDate: posted,
      deadline: p.commentDays === null ? null : torontoDay(p.commentDays - p.postedDaysAgo, today),
      category: p.category,
      ministry: p.ministry,
      status: open ? 'Open for comment' : 'Decision',
      url: p.url,
      attachments: p.attachments.map((filename) => attachment(p.url, filename, `${posted}T14:00:00.000Z`)),
    };
  });
  const decisions = demoDecisions(today);
  const mayoral = demoMayoralDecisions().map(
    (m): MayoralDecisionRecord => ({
      municipality: m.municipality,
      decisionId: m.decisionId,
      title: m.title,
      decisionDate: m.daysAgo === null ? null : torontoDay(-m.daysAgo, today),
      decisionDateText: m.decisionDateText,
      url: m.url,
      bylaws: m.bylaws,
    }),
  );
  return { proposals, decisions, mayoral };
}

export interface LegalDemoResult {
  proposals: RegistryIngestResult;
  decisions: RegistryIngestResult;
  mayoral: RegistryIngestResult;
}

/**
 * Loads the provincial, precedents and mayoral demo data through the registry store. Safe to run again: the
 * store's upserts are keyed by the sources' ids, so the same day's records change nothing and another day's only
 * move the dates of the rows already there.
 */
export async function seedLegalDemo(db: Db, options: SeedLegalDemoOptions = {}): Promise<LegalDemoResult> {
  const records = legalDemoRecords(options.today ?? new Date());
  return {
    proposals: await ingestProposals(db, records.proposals),
    decisions: await ingestDecisions(db, records.decisions),
    mayoral: await ingestMayoralDecisions(db, records.mayoral),
  };
}
