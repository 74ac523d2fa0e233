import {
  addressAgreement,
  applicationKey,
  distanceMeters,
  findAddresses,
  findApplicationNumbers,
  parsePropertyAddress,
  scanApplicationKeys,
} from '../../src/addresses/grammar.js';
import { categoriesOf, isPolicyItem, isProcedural, itemSeverity } from '../../src/analysis/classify.js';

describe('addresses', () => {
  it('normalizes "Main Street East" and "Main St. E" to the same address', () => {
    const a = parsePropertyAddress('123 Main Street East, Mississauga, ON')!;
    const b = findAddresses('Rezoning of lands at 123 Main St. E to permit townhouses')[0]!;
    expect([a.numbers, a.street, a.type, a.direction]).toEqual([['123'], 'main', 'st', 'e']);
    expect([b.numbers, b.street, b.type, b.direction]).toEqual([['123'], 'main', 'st', 'e']);
    expect(addressAgreement(a, b)).toBe(1);
  });

  it('keeps 123 and 1234 Main St apart, and contradicting types or directions', () => {
    expect(findAddresses('at 1234 Main St')[0]!.numbers).toEqual(['1234']);
    const east = parsePropertyAddress('10 King Street East')!;
    expect(addressAgreement(east, parsePropertyAddress('10 King Street West')!)).toBe(0);
    expect(addressAgreement(east, parsePropertyAddress('10 King Avenue East')!)).toBe(0);
    expect(addressAgreement(east, parsePropertyAddress('10 King Street')!)).toBe(0.85);
  });

  it('reads civic ranges and unit-number forms, with spans into the text', () => {
    const text = 'Applications for 123-127 Queen Street West and 1203-45 Bay St.';
    const [range, unit] = findAddresses(text);
    expect(range!.numbers).toEqual(['123', '127']);
    expect(unit!.numbers).toEqual(['45']);
    expect(unit!.unit).toBe('1203');
    expect(text.slice(range!.start, range!.end)).toBe('123-127 Queen Street West');
  });

  it('finds planning application numbers in their usual forms', () => {
    const found = findApplicationNumbers('Files OZ 21/005, A123/24 and 24 123456 STE 10 OZ were heard.');
    expect(found.map((f) => f.key)).toEqual(['OZ-21-5', 'A-123-24', '24-123456-STE-10-OZ']);
  });

  it('gives every spelling of one file number one key, and different numbers different keys', () => {
    const same = [
      ['22 123456 STE 10 OZ', '22-123456-STE-10-OZ', '22 123456 STE 10OZ'],
      ['OZ 22/012 W7', 'OZ-22-012', 'OZ 22/12', 'oz 22-012'],
      ['OZS-2023-0012', 'OZS 2023-12', 'OZS2023-0012'],
      ['A-123/24', 'A123/24', 'A 123/24', 'A-0123-24'],
      ['B-045/23', 'B45/23'],
      ['SPA 21-005', 'SPA-21-5'],
      ['21T-22003', '21T 22003', '21T22003'],
    ];
    for (const spellings of same) expect(new Set(spellings.map(applicationKey)).size).toBe(1);
    const keys = same.map((spellings) => applicationKey(spellings[0]!));
    expect(new Set(keys).size).toBe(same.length);
    // The groups stay apart: these are other files.
    expect(applicationKey('OZ 2/2012')).not.toBe(applicationKey('OZ 22/012'));
    expect(applicationKey('A-12/324')).not.toBe(applicationKey('A-123/24'));
    expect(applicationKey('A-123/25')).not.toBe(applicationKey('A-123/24'));
    expect(applicationKey('no digits')).toBeNull();
    expect(applicationKey('1234')).toBeNull();
  });

  it('finds a known file number in a text in any spelling, never inside a longer one', () => {
    const keys = new Set(['OZ-22-12', 'A-123-24', '21-T-22003', '22-123456-STE-10-OZ', 'OZS-2023-12']);
    const lengths = new Set([...keys].map((k) => k.split('-').length));
    const firsts = new Set([...keys].map((k) => k.split('-')[0]!));
    const found = (text: string) => scanApplicationKeys(text, keys, lengths, firsts).map((f) => f.key);
    expect(found('Recommendation report, File OZ 22/012 W7, Ward 7')).toEqual(['OZ-22-12']);
    expect(found('Minor variance A-0123-24 at the rear yard')).toEqual(['A-123-24']);
    expect(found('Draft plan of subdivision 21T-22003 (Brampton)')).toEqual(['21-T-22003']);
    expect(found('Application 22 123456 STE 10 OZ, a 40-storey tower')).toEqual(['22-123456-STE-10-OZ']);
    expect(found('Application OZS-2023-0012 to permit townhouses')).toEqual(['OZS-2023-12']);
    expect(found('Files A-123/24-1 and XA-123/24 and 121T-22003 and OZ 22/0123')).toEqual([]);
    // Lower case is prose, not a file number ("a 123 24").
    expect(found('a 123 24 metre setback')).toEqual([]);
  });

  it('measures distances in metres', () => {
    const d = distanceMeters({ lat: 43.589, lng: -79.6441 }, { lat: 43.5899, lng: -79.6441 });
    expect(d).toBeGreaterThan(95);
    expect(d).toBeLessThan(105);
  });
});

describe('classification rules', () => {
  it('recognizes procedural items', () => {
    for (const title of [
      'Call to Order',
      '2. Declarations of Pecuniary Interest',
      'Adoption of the Minutes of the Previous Meeting',
      'Adjournment',
      'Confirmatory By-law',
    ]) {
      expect(isProcedural(title)).toBe(true);
    }
    expect(isProcedural('Zoning By-law Amendment - 55 Elm Drive')).toBe(false);
  });

  it('categorizes by the words of the item', () => {
    expect(categoriesOf('Official Plan Amendment and rezoning for a 12-storey building')).toEqual([
      'zoning',
      'development',
    ]);
    expect(categoriesOf('2026 Development Charges By-law')).toEqual(['fees']);
    expect(categoriesOf('Watermain replacement on Elm Drive')).toEqual(['infrastructure']);
    expect(categoriesOf('Appointment to the library board')).toEqual(['others']);
  });

  it('knows site-specific matters whose words name no application: a file number, a committee of adjustment, heritage, street works', () => {
    // A planning file number is an application for a site, whatever is asked.
    expect(
      categoriesOf('A-241/24 - 12 Hurontario Street\nTo permit an outdoor patio at 12 Hurontario Street.'),
    ).toEqual(['development']);
    expect(categoriesOf('1507-380 King Street West - Appeal of Committee of Adjustment Decision')).toEqual(['zoning']);
    expect(
      categoriesOf('Intention to Designate under Part IV of the Ontario Heritage Act - 530 Dundas Street West'),
    ).toEqual(['development']);
    expect(categoriesOf('Traffic Control Signals - Queen Street West and Bathurst Street')).toEqual(['infrastructure']);
    expect(categoriesOf('Streetscape Improvements - sidewalk widening on Main Street North')).toEqual([
      'infrastructure',
    ]);
    expect(categoriesOf('Pedestrian Crossover - Dundas Street West and Bathurst Street')).toEqual(['infrastructure']);
    // A year is no file number.
    expect(categoriesOf('Library Annual Report 2026')).toEqual(['others']);
  });

  it('treats area-wide rule changes without a site as policy items', () => {
    expect(isPolicyItem('Development Charges By-law update', false)).toBe(true);
    expect(isPolicyItem('Development Charges By-law 2025', false)).toBe(true);
    expect(isPolicyItem('Development Charges By-law update', true)).toBe(false);
    expect(isPolicyItem('Appointment to the library board', false)).toBe(false);
  });

  it('needs a policy act (by-law, plan, amendment, charges, study): topic words alone are not a policy', () => {
    expect(isPolicyItem('Planning, Building and Growth Management Section', false)).toBe(false);
    expect(isPolicyItem('Growth Management update from the Commissioner', false)).toBe(false);
    expect(isPolicyItem('Housing Accelerator Fund: Inclusionary Zoning Study', false)).toBe(true);
    expect(isPolicyItem('Official Plan Amendment 45 (Growth Management)', false)).toBe(true);
  });

  it("knows a cycling network's plan and a conservation authority's planning policies and flood plain studies", () => {
    expect(isPolicyItem('Cycling Network Plan - 2027 to 2029 Near-Term Implementation Program', false)).toBe(true);
    expect(
      isPolicyItem(
        'Amendments to The Living City Policies for Planning and Development in the Watersheds of TRCA',
        false,
      ),
    ).toBe(true);
    expect(isPolicyItem('Flood Plain Mapping Study - Updated Regulation Limits', false)).toBe(true);
    // Still a topic and an act: the topic alone is no policy.
    expect(isPolicyItem('Cycling Network update from staff', false)).toBe(false);
    expect(isPolicyItem('Watershed monitoring presentation', false)).toBe(false);
  });

  it('never reads a site as a policy, even when its address cannot be read', () => {
    expect(isPolicyItem('Zoning By-law Amendment - 123 Victoria Park East', false)).toBe(false);
    expect(isPolicyItem('Official Plan Amendment for lands at 55 Highway 7', false)).toBe(false);
    expect(isPolicyItem('Zoning By-law Amendment, File OZ 22/012 W7', false)).toBe(false);
    expect(isPolicyItem('Development Charges By-law 2025 Update', false)).toBe(true);
    expect(isPolicyItem('2026 Development Charges By-law update', false)).toBe(true);
  });

  it('reads section headings and structural lines as procedural', () => {
    for (const title of [
      'Planning, Building and Growth Management Section',
      '10. Planning, Building and Growth Management Section',
      'Reports of Committees',
      '8. Reports of the Planning and Development Committee',
      'Correspondence',
      '7. Correspondence',
      'Deputations',
      'Consent Agenda',
    ]) {
      expect([title, isProcedural(title)]).toEqual([title, true]);
    }
    for (const title of [
      'Development Charges By-law 2025',
      'Correspondence from the Region about 12 Main St',
      'Zoning By-law Amendment - 55 Elm Drive',
      'Section 37 Agreement, 10 Bay St',
    ]) {
      expect([title, isProcedural(title)]).toEqual([title, false]);
    }
  });
});

describe('severity: one meaning', () => {
  // The table of the rules written at the top of classify.ts.
  const near = 400;
  const cases: Array<[string, Parameters<typeof itemSeverity>[0], 'urgent' | 'high' | 'normal']> = [
    ["an item naming the property's address", { rule: 'address', categories: ['zoning'], nearRadius: near }, 'urgent'],
    [
      "an item naming the property's address, whatever its kind",
      { rule: 'address', categories: ['fees'], nearRadius: near },
      'urgent',
    ],
    [
      'an application number the property carries',
      { rule: 'application_number', categories: ['development'], nearRadius: near },
      'urgent',
    ],
    [
      'an application 200 m away',
      { rule: 'distance', categories: ['development'], distanceMeters: 200, nearRadius: near },
      'high',
    ],
    [
      'a rezoning 400 m away (the near radius)',
      { rule: 'distance', categories: ['zoning'], distanceMeters: 400, nearRadius: near },
      'high',
    ],
    [
      'road works 12 m away',
      { rule: 'distance', categories: ['infrastructure'], distanceMeters: 12, nearRadius: near },
      'high',
    ],
    [
      'an application 401 m away',
      { rule: 'distance', categories: ['development'], distanceMeters: 401, nearRadius: near },
      'normal',
    ],
    [
      'another kind of item 50 m away',
      { rule: 'distance', categories: ['others'], distanceMeters: 50, nearRadius: near },
      'normal',
    ],
    ['a city-wide policy', { rule: 'municipality_policy', categories: ['zoning'], nearRadius: near }, 'normal'],
    [
      'a policy of a followed committee',
      { rule: 'committee_policy', categories: ['fees'], nearRadius: near },
      'normal',
    ],
    [
      "a policy naming the property's land use",
      { rule: 'land_use', categories: ['zoning'], nearRadius: near },
      'normal',
    ],
    [
      "a policy naming the property's street",
      { rule: 'municipality_policy', categories: ['zoning'], nearRadius: near, policyNamesProperty: true },
      'high',
    ],
  ];
  it.each(cases)('%s', (_label, input, expected) => {
    expect(itemSeverity(input)).toBe(expected);
  });
  it('follows the configured near radius', () => {
    expect(itemSeverity({ rule: 'distance', categories: ['development'], distanceMeters: 200, nearRadius: 150 })).toBe(
      'normal',
    );
  });
});

describe('addresses next to file numbers', () => {
  it('does not read "A396/26 - 3300 Jane Street" as a range starting at 26', () => {
    const [address] = findAddresses('Minor Variance Application A396/26 - 3300 Jane Street');
    expect(address!.numbers).toEqual(['3300']);
    expect(address!.text).toBe('3300 Jane Street');
  });
});
