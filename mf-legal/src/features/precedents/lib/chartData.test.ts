import {
  ACT_OTHERS_THRESHOLD,
  CHART_HEIGHT,
  CHART_PALETTE,
  chartSummary,
  colourScale,
  countAndShare,
  databaseLabel,
  effectiveAct,
  groupSmallShares,
  paletteColor,
  PIE_MARGIN,
  PIE_OUTER_RADIUS,
  PIE_VERTICAL_PADDING,
  pieRadiusRatio,
  SECTION_OTHERS_THRESHOLD,
} from './chartData';

const share = (label: string, count: number, percentage: number) => ({ label, count, percentage });

describe('groupSmallShares', () => {
  it("groups acts under 2% into one 'Others' item, counts and percentages summed, placed last", () => {
    const acts = [
      share('Planning Act', 823, 68.41),
      share('Expropriations Act', 227, 18.87),
      share('Development Charges Act', 44, 3.66),
      share('Ontario Heritage Act', 39, 3.24),
      share('City of Toronto Act', 24, 1.99),
      share('Environmental Protection Act', 14, 1.16),
      share('Niagara Escarpment Planning & Development Act', 13, 1.08),
      share('Conservation Authorities Act', 9, 0.75),
      share('Mining Act', 5, 0.42),
      share('Municipal Act', 5, 0.42),
    ];
    expect(groupSmallShares(acts, ACT_OTHERS_THRESHOLD)).toEqual([
      share('Planning Act', 823, 68.41),
      share('Expropriations Act', 227, 18.87),
      share('Development Charges Act', 44, 3.66),
      share('Ontario Heritage Act', 39, 3.24),
      share('Others', 70, 5.82),
    ]);
  });

  it('groups sections under 3%, keeps exactly 3% and adds no Others when nothing is small', () => {
    const sections = [share('s. 45(12)', 50, 50), share('s. 34(11)', 47, 47), share('s. 22(7)', 3, 3)];
    expect(groupSmallShares(sections, SECTION_OTHERS_THRESHOLD)).toEqual(sections);
    const withSmall = [share('s. 45(12)', 95, 95), share('s. 41(12)', 3, 2.99), share('s. 69.1', 2, 2.01)];
    expect(groupSmallShares(withSmall, SECTION_OTHERS_THRESHOLD)).toEqual([
      share('s. 45(12)', 95, 95),
      share('Others', 5, 5),
    ]);
    expect(groupSmallShares([], SECTION_OTHERS_THRESHOLD)).toEqual([]);
  });
});

describe('databaseLabel', () => {
  it.each([
    ['onlt', 'OLT'],
    ['onltb', 'LTB'],
    ['onsc', 'ONSC'],
    ['', 'N/A'],
    [null, 'N/A'],
  ])('shows %p as %p', (value, label) => {
    expect(databaseLabel(value)).toBe(label);
  });
});

describe('effectiveAct', () => {
  const acts = [{ act: 'Planning Act' }, { act: 'Expropriations Act' }];
  it('selects the first act when none was chosen', () => {
    expect(effectiveAct(null, acts)).toBe('Planning Act');
    expect(effectiveAct(null, [])).toBeNull();
  });
  it('keeps a chosen act while it is in the result, else falls back to the first', () => {
    expect(effectiveAct('Expropriations Act', acts)).toBe('Expropriations Act');
    expect(effectiveAct('Mining Act', acts)).toBe('Planning Act');
  });
  it("selects nothing after 'Select an Act...'", () => {
    expect(effectiveAct('', acts)).toBeNull();
  });
});

it('cycles a palette of fifteen colours', () => {
  expect(CHART_PALETTE).toHaveLength(15);
  expect(new Set(CHART_PALETTE).size).toBe(15);
  expect(paletteColor(15)).toBe(paletteColor(0));
  expect(paletteColor(16)).toBe(CHART_PALETTE[1]);
});

describe('colourScale', () => {
  it('maps each label to the palette in order, cycling past the fifteenth', () => {
    const data = Array.from({ length: 17 }, (_, i) => share(`s. ${i + 1}`, 17 - i, 5));
    const scale = colourScale(data);
    expect(scale.domain).toEqual(data.map((d) => d.label));
    expect(scale.range.slice(0, 15)).toEqual([...CHART_PALETTE]);
    expect(scale.range.slice(15)).toEqual([CHART_PALETTE[0], CHART_PALETTE[1]]);
  });

  it('gives Others the colour of its place', () => {
    const scale = colourScale([share('Planning Act', 9, 90), share('Others', 1, 10)]);
    expect(scale.range).toEqual([CHART_PALETTE[0], CHART_PALETTE[1]]);
  });
});

describe('pieRadiusRatio', () => {
  it('makes the pie 80 px in the 300 px chart: 80 over half the plot left inside the margins and paddings', () => {
    expect(CHART_HEIGHT).toBe(300);
    expect(PIE_OUTER_RADIUS).toBe(80);
    expect(pieRadiusRatio()).toBeCloseTo(80 / ((300 - 2 * (PIE_MARGIN + PIE_VERTICAL_PADDING)) / 2), 10);
    expect(pieRadiusRatio(200, 0)).toBe(0.8);
  });

  it('never asks for more than the whole plot', () => {
    expect(pieRadiusRatio(100, 10)).toBe(1);
  });
});

describe('chartSummary', () => {
  it("states the chart's name and every item's count and share, Others included", () => {
    const data = [
      share('Planning Act', 823, 68.41),
      share('Expropriations Act', 227, 18.87),
      share('Others', 70, 5.82),
    ];
    expect(chartSummary('Cases by Act', data)).toBe(
      'Cases by Act: Planning Act 823 (68.41%), Expropriations Act 227 (18.87%), Others 70 (5.82%)',
    );
  });

  it('says when there is nothing to show', () => {
    expect(chartSummary('Sections of the Mining Act', [])).toBe('Sections of the Mining Act: no data');
  });

  it('writes a count and its share as the tooltips and bar labels do', () => {
    expect(countAndShare(share('s. 26', 227, 100))).toBe('227 (100%)');
  });
});
