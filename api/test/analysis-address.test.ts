import { addressAgreement, distanceMeters, findAddresses, findApplicationNumbers, parsePropertyAddress } from '../src/analysis/address.js';
import { categoriesOf, isPolicyItem, isProcedural, itemSeverity } from '../src/analysis/classify.js';

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
    expect(found.map((f) => f.key)).toEqual(['OZ21005', 'A12324', '24123456STE10OZ']);
  });

  it('measures distances in metres', () => {
    const d = distanceMeters({ lat: 43.5890, lng: -79.6441 }, { lat: 43.5899, lng: -79.6441 });
    expect(d).toBeGreaterThan(95);
    expect(d).toBeLessThan(105);
  });
});

describe('classification rules', () => {
  it('recognizes procedural items', () => {
    for (const title of ['Call to Order', '2. Declarations of Pecuniary Interest', 'Adoption of the Minutes of the Previous Meeting', 'Adjournment', 'Confirmatory By-law']) {
      expect(isProcedural(title)).toBe(true);
    }
    expect(isProcedural('Zoning By-law Amendment - 55 Elm Drive')).toBe(false);
  });

  it('categorizes by the words of the item', () => {
    expect(categoriesOf('Official Plan Amendment and rezoning for a 12-storey building')).toEqual(['zoning', 'development']);
    expect(categoriesOf('2026 Development Charges By-law')).toEqual(['fees']);
    expect(categoriesOf('Watermain replacement on Elm Drive')).toEqual(['infrastructure']);
    expect(categoriesOf('Appointment to the library board')).toEqual(['others']);
  });

  it('treats area-wide rule changes without a site as policy items', () => {
    expect(isPolicyItem('Development Charges By-law update', false)).toBe(true);
    expect(isPolicyItem('Development Charges By-law update', true)).toBe(false);
    expect(isPolicyItem('Appointment to the library board', false)).toBe(false);
  });

  it('scores severity by the documented rules', () => {
    const base = { committeeType: 'planning', text: 'Public meeting', nearestRadius: 150, landUseNamed: false };
    expect(itemSeverity({ ...base, rule: 'address', categories: ['zoning'] })).toBe('urgent');
    expect(itemSeverity({ ...base, rule: 'address', categories: ['fees'], committeeType: 'budget', text: 'Fees' })).toBe('high');
    expect(itemSeverity({ ...base, rule: 'distance', categories: ['development'], distanceMeters: 120 })).toBe('high');
    expect(itemSeverity({ ...base, rule: 'distance', categories: ['development'], distanceMeters: 400 })).toBe('normal');
    expect(itemSeverity({ ...base, rule: 'municipality_policy', categories: ['fees'] })).toBe('normal');
    expect(itemSeverity({ ...base, rule: 'municipality_policy', categories: ['fees'], landUseNamed: true })).toBe('high');
  });
});

describe('addresses next to file numbers', () => {
  it('does not read "A396/26 - 3300 Jane Street" as a range starting at 26', () => {
    const [address] = findAddresses('Minor Variance Application A396/26 - 3300 Jane Street');
    expect(address!.numbers).toEqual(['3300']);
    expect(address!.text).toBe('3300 Jane Street');
  });
});
