import { DEFAULT_FILTERS, mapQueryOf } from './mapQuery';

describe('mapQueryOf', () => {
  const now = new Date('2026-11-25T15:30:00Z');

  test('the default: the last 90 days from the day, every severity (no filter sent)', () => {
    expect(mapQueryOf(DEFAULT_FILTERS, now)).toEqual({
      from: '2026-08-27',
      severity: undefined,
      category: undefined,
      municipalityId: undefined,
      propertyId: undefined,
    });
  });

  test('filters become the API parameters', () => {
    expect(
      mapQueryOf(
        { days: 30, severities: ['urgent', 'high'], category: 'zoning', municipalityId: 7, propertyId: 'p1' },
        now,
      ),
    ).toEqual({
      from: '2026-10-26',
      severity: 'urgent,high',
      category: 'zoning',
      municipalityId: '7',
      propertyId: 'p1',
    });
  });
});
