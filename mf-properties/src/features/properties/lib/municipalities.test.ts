import { formatKm, municipalityOptions, propertyMunicipalities } from './municipalities';

describe('municipalities of the registry', () => {
  const rows = [
    { id: 1, name: 'Guelph', parent_name: null, kind: 'single-tier' as const, upper_tier: null },
    {
      id: 2,
      name: 'Puslinch',
      parent_name: 'Wellington County',
      kind: 'lower-tier' as const,
      upper_tier: 'Wellington County',
    },
    { id: 3, name: 'Wellington County', parent_name: null, kind: 'upper-tier' as const, upper_tier: null },
    { id: 4, name: 'Grand River Conservation Authority', parent_name: null, kind: 'conservation-authority' as const },
    // A server that does not send kinds yet: kept.
    { id: 5, name: 'Toronto', parent_name: null },
  ];

  it('offers single- and lower-tier municipalities only', () => {
    expect(propertyMunicipalities(rows).map((m) => m.name)).toEqual(['Guelph', 'Puslinch', 'Toronto']);
  });

  it('labels each with its name as given and its upper tier beside', () => {
    expect(municipalityOptions(propertyMunicipalities(rows))).toEqual([
      { value: 1, label: 'Guelph', upperTier: null },
      { value: 2, label: 'Puslinch', upperTier: 'Wellington County' },
      { value: 5, label: 'Toronto', upperTier: null },
    ]);
  });

  it('formats distances with one decimal under 10 km', () => {
    expect(formatKm(0.44)).toBe('0.4 km');
    expect(formatKm(0)).toBe('0.0 km');
    expect(formatKm(9.94)).toBe('9.9 km');
    expect(formatKm(9.96)).toBe('10 km');
    expect(formatKm(12.4)).toBe('12 km');
  });
});
