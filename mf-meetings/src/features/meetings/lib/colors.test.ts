import {
  COLOR_STORAGE_KEY,
  DEFAULT_MUNICIPALITY_COLORS,
  HASHED_COLORS,
  isValidHexColor,
  loadColorOverrides,
  municipalityCode,
  municipalityColor,
  normalizeMunicipality,
  saveColorOverride,
  UNKNOWN_COLOR,
} from './colors';

beforeEach(() => localStorage.clear());

it('has fixed defaults for 12 municipalities and 20 hashed colours', () => {
  const names = [
    'Mississauga',
    'Brampton',
    'Durham Region',
    'Oakville',
    'Oshawa',
    'Peel Region',
    'Vaughan',
    'York Region',
    'Toronto',
    'Markham',
    'Ottawa',
    'Richmond Hill',
  ];
  expect(Object.keys(DEFAULT_MUNICIPALITY_COLORS)).toHaveLength(12);
  for (const name of names)
    expect(municipalityColor(name)).toBe(DEFAULT_MUNICIPALITY_COLORS[normalizeMunicipality(name)]);
  expect(new Set(names.map((n) => municipalityColor(n))).size).toBe(12);
  expect(HASHED_COLORS).toHaveLength(20);
  expect(new Set(HASHED_COLORS).size).toBe(20);
});

it('gives other municipalities a stable hashed colour and unknown ones grey', () => {
  const color = municipalityColor('Burlington');
  expect(HASHED_COLORS).toContain(color);
  expect(municipalityColor('  burlington ')).toBe(color);
  const spread = new Set(
    ['Burlington', 'Hamilton', 'Guelph', 'Barrie', 'Pickering', 'Ajax', 'Whitby', 'Milton', 'Caledon', 'Kingston'].map(
      (n) => municipalityColor(n),
    ),
  );
  expect(spread.size).toBeGreaterThan(4);
  expect(municipalityColor('')).toBe(UNKNOWN_COLOR);
  expect(municipalityColor(null)).toBe(UNKNOWN_COLOR);
});

it('normalizes keys', () => {
  expect(normalizeMunicipality(' Richmond  Hill ')).toBe('richmond_hill');
  expect(normalizeMunicipality('Richmond-Hill')).toBe('richmond_hill');
});

it('accepts only 6-digit hex colours', () => {
  expect(isValidHexColor('#1A2b3C')).toBe(true);
  for (const bad of ['#123', '123456', '#12345g', '#1234567', '', null, 42]) expect(isValidHexColor(bad)).toBe(false);
});

it('stores overrides under the normalized key and they win over defaults', () => {
  saveColorOverride('Richmond Hill', '#ABCDEF');
  expect(JSON.parse(localStorage.getItem(COLOR_STORAGE_KEY)!)).toEqual({ richmond_hill: '#abcdef' });
  expect(municipalityColor('richmond hill', loadColorOverrides())).toBe('#abcdef');
  expect(() => saveColorOverride('Toronto', '#12345')).toThrow('6-digit hex');
});

it('ignores stored colours that are not 6-digit hex, and broken storage', () => {
  localStorage.setItem(COLOR_STORAGE_KEY, JSON.stringify({ Toronto: '#00ff00', oakville: 'red', markham: '#abc' }));
  const overrides = loadColorOverrides();
  expect(overrides).toEqual({ toronto: '#00ff00' });
  expect(municipalityColor('Oakville', overrides)).toBe(DEFAULT_MUNICIPALITY_COLORS.oakville);
  localStorage.setItem(COLOR_STORAGE_KEY, '{not json');
  expect(loadColorOverrides()).toEqual({});
});

describe('the default palette', () => {
  const channel = (v: number) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => channel(parseInt(hex.slice(i, i + 2), 16) / 255));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const contrast = (a: string, b: string) => {
    const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m);
    return (x! + 0.05) / (y! + 0.05);
  };
  /** The chip's background: the colour at 12 % (alpha 0x1f) over white. */
  const tint = (hex: string) =>
    `#${[1, 3, 5]
      .map((i) =>
        Math.round(255 - (31 / 255) * (255 - parseInt(hex.slice(i, i + 2), 16)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`;
  const hue = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
    const max = Math.max(r, g, b);
    const d = max - Math.min(r, g, b);
    const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
    return { hue: (h * 60 + 360) % 360, saturation: max === 0 ? 0 : d / max };
  };

  it('passes WCAG AA: the chip text on each tint, and each colour against white', () => {
    for (const color of Object.values(DEFAULT_MUNICIPALITY_COLORS)) {
      expect(contrast('#1f1f1f', tint(color))).toBeGreaterThanOrEqual(4.5);
      expect(contrast(color, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives the municipalities shown together distinct hues (or clearly different saturations)', () => {
    const shown = ['brampton', 'markham', 'mississauga', 'oakville', 'ottawa', 'toronto', 'vaughan'];
    for (const a of shown)
      for (const b of shown) {
        if (a >= b) continue;
        const x = hue(DEFAULT_MUNICIPALITY_COLORS[a]!);
        const y = hue(DEFAULT_MUNICIPALITY_COLORS[b]!);
        const apart = Math.min(Math.abs(x.hue - y.hue), 360 - Math.abs(x.hue - y.hue));
        expect({ pair: `${a}/${b}`, distinct: apart >= 25 || Math.abs(x.saturation - y.saturation) >= 0.3 }).toEqual({
          pair: `${a}/${b}`,
          distinct: true,
        });
      }
  });

  it('shortens a name to a chip code', () => {
    expect(municipalityCode('Vaughan')).toBe('VAU');
    expect(municipalityCode('Richmond Hill')).toBe('RH');
    expect(municipalityCode(null)).toBe('?');
  });
});
