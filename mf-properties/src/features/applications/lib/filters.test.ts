import { apiQuery, EMPTY_FILTERS, filtersFromSearch, isFiltered, searchFromFilters, withFilter } from './filters';

const UUID = '11111111-2222-4333-8444-555555555555';

describe('the list filters', () => {
  it('read every filter from the address, dropping what is malformed', () => {
    const f = filtersFromSearch(
      new URLSearchParams(
        `q=A0656&type=consent&status=OLT%20Appeal&municipalityId=5&from=2025-01-01&to=2025-12-31&propertyId=${UUID}&within=500&page=3`,
      ),
    );
    expect(f).toEqual({
      q: 'A0656',
      type: 'consent',
      status: 'OLT Appeal',
      municipalityId: 5,
      from: '2025-01-01',
      to: '2025-12-31',
      propertyId: UUID,
      within: 500,
      page: 3,
    });
    expect(
      filtersFromSearch(
        new URLSearchParams('type=tower&municipalityId=-1&from=yesterday&within=500&page=0&propertyId=x'),
      ),
    ).toEqual(EMPTY_FILTERS);
    // A distance beyond the API's 10 km is dropped.
    expect(filtersFromSearch(new URLSearchParams(`propertyId=${UUID}&within=20000`)).within).toBeNull();
  });

  it('write only what is set, and round-trip', () => {
    expect(searchFromFilters(EMPTY_FILTERS).toString()).toBe('');
    const f = {
      ...EMPTY_FILTERS,
      q: ' 500 Queen ',
      type: 'site_plan' as const,
      propertyId: UUID,
      within: 250,
      page: 2,
    };
    const written = searchFromFilters(f);
    expect(written.toString()).toBe(`q=500+Queen&type=site_plan&propertyId=${UUID}&within=250&page=2`);
    expect(filtersFromSearch(written)).toEqual({ ...f, q: '500 Queen' });
  });

  it('ask the API for a page, with a distance only from a property', () => {
    expect(apiQuery(EMPTY_FILTERS)).toEqual({ page: 1, pageSize: 20 });
    expect(apiQuery({ ...EMPTY_FILTERS, within: 500 })).toEqual({ page: 1, pageSize: 20 });
    expect(
      apiQuery({ ...EMPTY_FILTERS, municipalityId: 5, status: 'Closed', propertyId: UUID, within: 500, page: 4 }),
    ).toEqual({ page: 4, pageSize: 20, municipalityId: '5', status: 'Closed', propertyId: UUID, within: '500' });
  });

  it('start again at the first page on a change, and forget the distance with the property', () => {
    const f = { ...EMPTY_FILTERS, propertyId: UUID, within: 500, page: 5 };
    expect(withFilter(f, 'type', 'consent')).toMatchObject({ type: 'consent', page: 1, within: 500 });
    expect(withFilter(f, 'page', 6).page).toBe(6);
    expect(withFilter(f, 'propertyId', '')).toMatchObject({ propertyId: '', within: null, page: 1 });
    expect(isFiltered(EMPTY_FILTERS)).toBe(false);
    expect(isFiltered({ ...EMPTY_FILTERS, page: 3 })).toBe(false);
    expect(isFiltered(f)).toBe(true);
  });
});
