import { findPlaces } from '../../src/analysis/places.js';

/* The places an agenda item's text names (places.ts): pure parsing, no database. */

const found = (text: string) =>
  findPlaces(text).map((p) =>
    p.kind === 'intersection'
      ? `intersection: ${p.a.street} ${p.a.type} ${p.a.direction ?? ''}| ${p.b.street} ${p.b.type}`
      : `${p.kind}: ${p.text}`,
  );

describe('intersections written "X and Y"', () => {
  it('reads two named streets after "at" as an intersection', () => {
    expect(found('Installation of a pedestrian crossover at Dundas Street West and Bathurst Street.')).toEqual([
      'intersection: dundas st w| bathurst st',
    ]);
    expect(found('Intersection improvements at Keele Street and Rutherford Road.')).toEqual([
      'intersection: keele st | rutherford rd',
    ]);
  });

  it('reads two named streets standing as a whole part of a title as an intersection', () => {
    expect(found('Pedestrian Crossover - Dundas Street West and Bathurst Street')).toEqual([
      'intersection: dundas st w| bathurst st',
    ]);
    expect(found('Keele Street and Rutherford Road - Intersection Improvements')).toEqual([
      'intersection: keele st | rutherford rd',
    ]);
  });

  it('leaves prose that lists two streets alone, and keeps the other forms', () => {
    expect(found('Resurfacing of Main Street and Queen Street in 2027')).toEqual([]);
    expect(found('Road resurfacing on Main Street and Queen Street East')).toEqual([]);
    expect(found('Main Street and Queen Street Reconstruction')).toEqual([]);
    expect(found('New signals at the intersection of Main Street North and Queen Street East.')).toEqual([
      'intersection: main st n| queen st',
    ]);
    expect(found('Hurontario Street at Eglinton Avenue')).toEqual(['intersection: hurontario st | eglinton ave']);
    // "between X and Y" after a street is a segment, not an intersection of X and Y.
    expect(found('Watermain Replacement - Main Street between Queen Street and Church Street')).toEqual([
      'segment: Main Street between Queen Street and Church Street',
    ]);
    // Civic addresses are no streets: "at 12 Main Street and 14 Queen Street" names two addresses.
    expect(found('Lands at 12 Main Street and 14 Queen Street')).toEqual([
      'address: 12 Main Street',
      'address: 14 Queen Street',
    ]);
  });
});
