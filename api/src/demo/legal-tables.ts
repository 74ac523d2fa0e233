/**
 * The fixed tables of the legal demo (demo/legal.ts draws its records from them): the case counts and cited
 * sections per act, the provincial proposals, and the names the tribunal decisions are made of.
 */

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
/** Sections cited per act, with relative weights (the planning appeals dominate, as at the tribunal). */
export const SECTIONS: Record<string, Array<[string, number]>> = {
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

export interface DemoProposal {
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

export const DEMO_PROPOSALS: DemoProposal[] = [
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
    attachments: [
      'Bill backgrounder.pdf',
      'Proposed amendments - Planning Act.pdf',
      'Proposed amendments - Development Charges Act.pdf',
    ],
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
export const MUNICIPALITIES = [
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

export const NUMBERED_COMPANIES = [
  '2603994 Ontario Inc.',
  '1000124826 Ontario Ltd.',
  '2780551 Ontario Inc.',
  '2469853 Ontario Inc.',
  '5016 Dundas Holdings Inc.',
];
export const DEVELOPERS = [
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
export const PEOPLE = [
  'Kowalski',
  'Nguyen',
  'Singh',
  'Moreau',
  'Abernethy',
  'Costa',
  'Haddad',
  'Oyelaran',
  'Lindqvist',
  'Chen',
  'MacLeod',
  'Petrakis',
];
export const STREETS = [
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
export const EXPROPRIATING_AUTHORITIES = [
  'Metrolinx',
  'Ontario (Transportation)',
  'Peel (Regional Municipality)',
  'York (Regional Municipality)',
  'Toronto (City)',
  'Ottawa (City)',
];

export const DECISION_ATTACHMENTS = [
  'Decision and Order.pdf',
  'Appendix A - Zoning By-law Amendment.pdf',
  'Conditions of Approval.pdf',
  'Minutes of Settlement.pdf',
  'Procedural Order.pdf',
];
