/** The mayoral decisions of the legal demo (a fixed table; demo/legal.ts turns them into records). */

export interface DemoMayoralDecision {
  municipality: string;
  decisionId: string;
  title: string | null;
  daysAgo: number | null;
  decisionDateText: string | null;
  url: string | null;
  bylaws: Array<{ bylawNumber: string; itemNumber: string | null; description: string; bylawUrl: string | null }>;
}

const TORONTO_LAW = (n: number, year: number) =>
  `https://www.toronto.ca/legdocs/bylaws/${year}/law${String(n).padStart(4, '0')}.pdf`;

/** Numbers are fixed (they are the upsert keys); only the dates follow the day of seeding. */
export function demoMayoralDecisions(): DemoMayoralDecision[] {
  const year = 2026;
  const md = (n: number, y = year) => ({
    decisionId: `MD-${y}-${String(n).padStart(3, '0')}`,
    url: `https://www.toronto.ca/city-government/council/mayoral-decisions/md-${y}-${n}/`,
  });
  return [
    {
      municipality: 'Toronto',
      ...md(14),
      title: 'Expediting zoning by-law amendments for Housing Now sites',
      daysAgo: 4,
      decisionDateText: null,
      bylaws: [
        {
          bylawNumber: `1024-${year}`,
          itemNumber: 'PH24.3',
          description:
            'To amend Zoning By-law 569-2013 for the lands municipally known as 2150 Lake Shore Boulevard West',
          bylawUrl: TORONTO_LAW(1024, year),
        },
        {
          bylawNumber: `1025-${year}`,
          itemNumber: 'PH24.3',
          description:
            'To amend the Official Plan with respect to 2150 Lake Shore Boulevard West (Site and Area Specific Policy 851)',
          bylawUrl: TORONTO_LAW(1025, year),
        },
        {
          bylawNumber: `1026-${year}`,
          itemNumber: 'PH24.4',
          description: 'To amend Zoning By-law 569-2013 for the lands municipally known as 705 Warden Avenue',
          bylawUrl: TORONTO_LAW(1026, year),
        },
      ],
    },
    {
      municipality: 'Toronto',
      ...md(13),
      title: 'Approval of the multiplex permissions city-wide (four to six units)',
      daysAgo: 19,
      decisionDateText: null,
      bylaws: [
        {
          bylawNumber: `981-${year}`,
          itemNumber: 'PH22.5',
          description:
            'To amend Zoning By-law 569-2013 to permit multiplexes of up to six units in all residential zones of Wards 9 to 14',
          bylawUrl: TORONTO_LAW(981, year),
        },
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
        {
          bylawNumber: `812-${year}`,
          itemNumber: 'PH20.1',
          description:
            'To adopt Official Plan Amendment 570 (Protected Major Transit Station Areas, Eglinton Crosstown)',
          bylawUrl: TORONTO_LAW(812, year),
        },
        {
          bylawNumber: `813-${year}`,
          itemNumber: 'PH20.1',
          description:
            'To amend Zoning By-law 569-2013 to set minimum densities within the Eglinton Crosstown station areas',
          bylawUrl: TORONTO_LAW(813, year),
        },
        {
          bylawNumber: `814-${year}`,
          itemNumber: null,
          description: 'Technical amendment to By-law 812 correcting schedule references',
          bylawUrl: null,
        },
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
        {
          bylawNumber: `602-${year}`,
          itemNumber: 'PH18.2',
          description: 'To amend Zoning By-law 569-2013 respecting garden suites',
          bylawUrl: TORONTO_LAW(602, year),
        },
        {
          bylawNumber: `603-${year}`,
          itemNumber: 'PH18.2',
          description: 'To amend former City of Toronto By-law 438-86 respecting garden suites',
          bylawUrl: TORONTO_LAW(603, year),
        },
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
        {
          bylawNumber: `1402-${year - 1}`,
          itemNumber: 'PH16.7',
          description:
            'To amend Municipal Code Chapter 667, Residential Rental Property Demolition and Conversion Control',
          bylawUrl: TORONTO_LAW(1402, year - 1),
        },
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
        {
          bylawNumber: `${year}-318`,
          itemNumber: 'ACS2025-PRE-PS-0087',
          description: 'A by-law of the City of Ottawa to amend By-law No. 2008-250 for part of Lebreton Flats',
          bylawUrl: null,
        },
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
