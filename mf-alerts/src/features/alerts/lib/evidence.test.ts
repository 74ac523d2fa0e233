import type { MatchEvidence } from '../api/types';
import { evidenceLine, evidenceLines, itemText } from './evidence';

const e = (value: Partial<MatchEvidence>) => ({ rule: 'distance', confidence: 0.8, ...value }) as MatchEvidence;

describe('why an item matched', () => {
  it('says each fact once: the distance and the address are not repeated by the detail', () => {
    const line = evidenceLine(
      e({
        rule: 'distance',
        text: '3180 Jane Street',
        distanceMeters: 180.4,
        detail: '3180 Jane Street: 180 m from the property',
      }),
    );
    expect(line).toBe('180 m from the property (3180 Jane Street)');
    expect(
      evidenceLine(
        e({ rule: 'address', text: '3300 Jane Street', detail: "names the property's address (3300 Jane Street)" }),
      ),
    ).toBe("Names the property's address (3300 Jane Street)");
  });

  it('uses the detail of a policy, capitalised, and drops a reason said twice', () => {
    expect(
      evidenceLines([
        e({ rule: 'municipality_policy', detail: 'a policy of Vaughan' }),
        e({ rule: 'municipality_policy', detail: 'a policy of Vaughan' }),
        e({ rule: 'land_use', detail: 'names residential land use' }),
      ]),
    ).toEqual(['A policy of Vaughan', 'Names residential land use']);
  });

  it("leaves out an item's description that the alert's summary already leads with", () => {
    const description = 'To permit a reduced rear yard setback at 3180 Jane Street.';
    expect(itemText(description, `${description} The site is 180 m from Vaughan Metro Site.`)).toBeNull();
    expect(itemText(description, 'Another item.')).toBe(description);
    expect(itemText('  ', 'Anything')).toBeNull();
  });
});
