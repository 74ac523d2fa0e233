import { filterCoverage } from './coverage';
import { coverageRows } from '../testing/fixtures';

const names = (rows: { name: string }[]) => rows.map((row) => row.name);

describe('filterCoverage', () => {
  const all = { search: '', levels: [], mine: false };

  it('keeps every row, in the server order, without a filter', () => {
    expect(names(filterCoverage(coverageRows, all))).toEqual(names(coverageRows));
  });

  it('finds every word in the name or the upper tier, ignoring case and accents', () => {
    expect(names(filterCoverage(coverageRows, { ...all, search: 'HAMILTON north' }))).toEqual([
      'Hamilton (Northumberland)',
    ]);
    expect(names(filterCoverage(coverageRows, { ...all, search: 'peel' }))).toEqual(['Mississauga']);
    expect(
      names(filterCoverage([{ ...coverageRows[0]!, name: 'Lévis Township' }], { ...all, search: 'levis' })),
    ).toEqual(['Lévis Township']);
    expect(filterCoverage(coverageRows, { ...all, search: 'nowhere' })).toEqual([]);
  });

  it('narrows by level and to the municipalities of the company properties', () => {
    expect(names(filterCoverage(coverageRows, { ...all, levels: ['partial', 'none'] }))).toEqual([
      'Markham',
      'Guelph',
      'Hamilton (Northumberland)',
    ]);
    expect(names(filterCoverage(coverageRows, { ...all, mine: true }))).toEqual(['Toronto', 'Markham']);
    expect(names(filterCoverage(coverageRows, { search: 'york', levels: ['partial'], mine: true }))).toEqual([
      'Markham',
    ]);
  });
});
