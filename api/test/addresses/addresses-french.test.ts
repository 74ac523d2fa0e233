import {
  addressAgreement,
  addressKey,
  findAddresses,
  parseStreetName,
  streetKey,
} from '../../src/addresses/grammar.js';
import { findFrenchAddresses, normalizeFrenchName } from '../../src/addresses/french.js';

const keyOf = (text: string) => {
  const found = findAddresses(text);
  expect(found).toHaveLength(1);
  const a = found[0]!;
  return `${addressKey(a.numbers[0]!, a.street)}|${streetKey(a)}`;
};

describe('French civic addresses', () => {
  it('"110, avenue Laurier Ouest" and "110 Laurier Avenue West" have one key', () => {
    expect(keyOf('Modification au Règlement de zonage – 110, avenue Laurier Ouest')).toBe(
      keyOf('Zoning By-law Amendment – 110 Laurier Avenue West'),
    );
    expect(keyOf('110, avenue Laurier Ouest')).toBe('110|laurier|laurier|ave|w');
    const [fr] = findAddresses('au 110, avenue Laurier Ouest, Ottawa');
    const [en] = findAddresses('at 110 Laurier Avenue West, Ottawa');
    expect(addressAgreement(fr!, en!)).toBe(1);
  });

  it('reads rue, chemin, boulevard, promenade and place with each direction', () => {
    const cases: Array<[string, string]> = [
      ['25, rue Rideau', '25|rideau|rideau|st|'],
      ['1500, chemin Montréal Est', '1500|montreal|montreal|rd|e'],
      ['300, boulevard Saint-Laurent Nord', '300|saint laurent|saint laurent|blvd|n'],
      ['24, promenade Sussex', '24|sussex|sussex|dr|'],
      ['1, place Vincent-Massey Sud', '1|vincent massey|vincent massey|pl|s'],
      ['1645, rue de la Couronne', '1645|couronne|couronne|st|'],
      ['88, rue Principale O.', '88|principale|principale|st|w'],
      ['12, rue Main E.', '12|main|main|st|e'],
    ];
    for (const [text, key] of cases) expect([text, keyOf(text)]).toEqual([text, key]);
  });

  it('compares names without their accents, and St-/Saint- as one', () => {
    expect(keyOf('2000, boulevard Orléans')).toBe(keyOf('2000, boulevard Orleans'));
    expect(normalizeFrenchName('St-Joseph')).toBe(normalizeFrenchName('Saint-Joseph'));
    expect(keyOf('150, rue St-Patrick')).toBe(keyOf('150 Saint Patrick Street'));
  });

  it('keeps the number, the type and the direction apart, with a span into the text', () => {
    const text = 'Demande visant le 110, avenue Laurier Ouest et le 1100, avenue Laurier Est.';
    const found = findAddresses(text);
    expect(found.map((a) => [a.numbers, a.direction])).toEqual([
      [['110'], 'w'],
      [['1100'], 'e'],
    ]);
    expect(text.slice(found[0]!.start, found[0]!.end)).toBe('110, avenue Laurier Ouest');
    expect(addressAgreement(found[0]!, found[1]!)).toBe(0);
  });

  it('does not take the verb "est" or a sentence for a direction or a street', () => {
    const [a] = findFrenchAddresses('Le 25, rue Rideau est fermé.');
    expect([a!.street, a!.direction]).toEqual(['rideau', null]);
    expect(findAddresses('Le rapport compte 12 pages et 3 annexes.')).toEqual([]);
  });

  it('leaves the English forms as they were ("110 Avenue Road" is Avenue Road)', () => {
    const [a] = findAddresses('Rezoning at 110 Avenue Road, Toronto');
    expect([a!.street, a!.type]).toEqual(['avenue', 'rd']);
    expect(findAddresses('Rezoning at 110 Avenue Road, Toronto')).toHaveLength(1);
  });

  it('reads French street names of address files (type first, French directions)', () => {
    expect(parseStreetName('RUE LAURIER O')).toEqual({ street: 'laurier', type: 'st', direction: 'w' });
    expect(parseStreetName('Laurier', 'AV', 'O')).toEqual({ street: 'laurier', type: 'ave', direction: 'w' });
    expect(parseStreetName('chemin de Montréal Est')).toEqual({ street: 'montreal', type: 'rd', direction: 'e' });
  });
});
