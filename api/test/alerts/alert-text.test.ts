import { alertSummary, alertTitle } from '../../src/alerts/text.js';
import { impactSummary, itemLead, LEAD_MAX_CHARS } from '../../src/analysis/alert-text.js';
import type { Match } from '../../src/analysis/match-types.js';
import type { MatchEvidence } from '../../src/db/schema/index.js';

const match = (description: string | null, evidence: Partial<MatchEvidence>[]): Match => ({
  property: { id: 'p1', companyId: 'c1', name: 'Vaughan Metro Site', address: '3300 Jane Street' },
  item: {
    id: 1,
    meetingId: 1,
    title: 'Housing Accelerator Fund - Action Plan Update',
    description,
    municipalityName: 'Vaughan',
    committeeType: null,
    meetingTitle: 'Committee of the Whole',
    meetingDocumentUrl: null,
    documentId: null,
  },
  evidence: evidence.map((e) => ({ rule: 'distance', confidence: 0.8, text: '', ...e }) as MatchEvidence),
});

describe('alert texts', () => {
  it('leads with the item’s own summary, then says why it concerns the property', () => {
    const text = impactSummary(
      match('To permit a reduced rear yard setback at 3180 Jane Street. Staff recommend approval.', [
        { rule: 'distance', distanceMeters: 180 },
      ]),
      ['zoning', 'development'],
    );
    expect(text).toBe(
      'To permit a reduced rear yard setback at 3180 Jane Street. The site is 180 m from Vaughan Metro Site.',
    );
  });

  it('reads as a sentence for a policy, with its topics joined in English and no "is a fees, development policy"', () => {
    const text = impactSummary(match(null, [{ rule: 'municipality_policy' }, { rule: 'land_use' }]), [
      'fees',
      'development',
      'others',
    ]);
    expect(text).toBe(
      '"Housing Accelerator Fund - Action Plan Update" is a policy on fees and development that applies across Vaughan, including Vaughan Metro Site, and names its land use.',
    );
    expect(text).not.toMatch(/is a \w+, /);
    expect(impactSummary(match(null, [{ rule: 'municipality_policy' }]), ['others'])).toMatch(
      / is a municipal policy that applies across Vaughan, including Vaughan Metro Site\.$/,
    );
  });

  it('names the address or the application number that matched', () => {
    expect(impactSummary(match(null, [{ rule: 'address', text: '3300 Jane Street' }]), ['zoning'])).toBe(
      '"Housing Accelerator Fund - Action Plan Update" names 3300 Jane Street, the address of Vaughan Metro Site.',
    );
    expect(
      impactSummary(match('Consent to sever the lands.', [{ rule: 'application_number', text: 'B407/26' }]), []),
    ).toBe('Consent to sever the lands. It concerns application B407/26, which you track for Vaughan Metro Site.');
  });

  it('takes the first sentence of a summary, cut at a word when it is too long, and skips an empty one', () => {
    expect(itemLead('  Townhouses  ')).toBeNull();
    expect(itemLead(null)).toBeNull();
    expect(itemLead('Public meeting on applications OZ 26/371. More text.')).toBe(
      'Public meeting on applications OZ 26/371.',
    );
    expect(itemLead('A report without a full stop')).toBe('A report without a full stop.');
    const long = itemLead(`${'word '.repeat(100)}end.`)!;
    expect(long.length).toBeLessThanOrEqual(LEAD_MAX_CHARS + 1);
    expect(long).toMatch(/word…$/);
  });

  it('titles an alert by its strongest item and counts the others', () => {
    expect(alertTitle('Minor variance - 500 Lakeshore Road East', 1)).toBe('Minor variance - 500 Lakeshore Road East');
    expect(alertTitle('Minor variance', 2)).toBe('Minor variance and 1 more item');
    expect(alertTitle('Minor variance', 3)).toBe('Minor variance and 2 more items');
    expect(alertSummary(1, 'Lake', 'It names 500 Lakeshore Road East.')).toBe('It names 500 Lakeshore Road East.');
    expect(alertSummary(3, 'Lake', 'First.')).toBe('First. The same meeting has 2 more items that may affect Lake.');
  });
});
