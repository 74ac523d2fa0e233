import { formatApplicationNumbers, parseApplicationNumbers } from './applicationNumbers';

describe('application numbers field', () => {
  it('reads numbers separated by commas, semicolons or new lines, trimmed, empty parts dropped', () => {
    expect(parseApplicationNumbers(' OZ 22/012  W7, A-123/24;\n21T-22003 ,, ')).toEqual({
      numbers: ['OZ 22/012 W7', 'A-123/24', '21T-22003'],
      error: null,
    });
    expect(parseApplicationNumbers('')).toEqual({ numbers: [], error: null });
    expect(formatApplicationNumbers(['OZ 22/012 W7', 'A-123/24'])).toBe('OZ 22/012 W7, A-123/24');
  });

  it('refuses what cannot be a file number, too many, or too long', () => {
    expect(parseApplicationNumbers('OZ 22/012, hello').error).toBe(
      '"hello" is not a planning application number (such as OZ 22/012 or A-123/24)',
    );
    expect(parseApplicationNumbers('<b>1</b>').error).toMatch(/is not a planning application number/);
    expect(parseApplicationNumbers('7').error).toMatch(/is not a planning application number/);
    expect(parseApplicationNumbers(Array.from({ length: 21 }, (_, i) => `A-${i}/24`).join(',')).error).toBe(
      'At most 20 application numbers',
    );
    expect(parseApplicationNumbers(`A-1/${'2'.repeat(40)}`).error).toMatch(/longer than 40 characters/);
  });
});
