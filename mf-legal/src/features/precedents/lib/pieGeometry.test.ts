import { countAndShare, pieSlices } from './pieGeometry';

const share = (label: string, count: number, percentage: number) => ({ label, count, percentage });

describe('pieSlices', () => {
  it('cuts the circle clockwise from twelve o’clock in proportion to the counts', () => {
    const slices = pieSlices([share('A', 3, 75), share('B', 1, 25)], 150, 150, 100);
    expect(slices.map((s) => s.datum.label)).toEqual(['A', 'B']);
    // A: three quarters, from the top (150, 50) round to nine o'clock (50, 150): the large arc.
    expect(slices[0]!.path).toBe('M 150 150 L 150 50 A 100 100 0 1 1 50 150 Z');
    // B: the last quarter, from nine o'clock back to the top.
    expect(slices[1]!.path).toBe('M 150 150 L 50 150 A 100 100 0 0 1 150 50 Z');
    // B's label sits in the middle of its quarter (towards ten thirty), at 60% of the radius.
    expect(slices[1]!.labelX).toBeCloseTo(150 - 60 * Math.SQRT1_2, 1);
    expect(slices[1]!.labelY).toBeCloseTo(150 - 60 * Math.SQRT1_2, 1);
  });

  it('draws a single item as a whole circle and leaves out items without a count', () => {
    const slices = pieSlices([share('A', 5, 100), share('B', 0, 0)], 100, 100, 50);
    expect(slices).toHaveLength(1);
    expect(slices[0]!.path).toBe('M 100 50 A 50 50 0 1 1 100 150 A 50 50 0 1 1 100 50 Z');
  });

  it('draws nothing when there is nothing to count', () => {
    expect(pieSlices([], 100, 100, 50)).toEqual([]);
    expect(pieSlices([share('A', 0, 0)], 100, 100, 50)).toEqual([]);
  });
});

describe('countAndShare', () => {
  it('writes the count and its percentage', () => {
    expect(countAndShare(share('Approved', 12, 40))).toBe('12 (40%)');
  });
});
