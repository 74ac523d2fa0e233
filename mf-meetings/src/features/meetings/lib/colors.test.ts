import {
  COLOR_STORAGE_KEY,
  DEFAULT_MUNICIPALITY_COLORS,
  HASHED_COLORS,
  isValidHexColor,
  loadColorOverrides,
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
