import { summaryWithSources } from '../../src/properties/summary-sources.js';

describe("a property summary's sources", () => {
  it('lists the source of every marker under the summary, each once, in number order', () => {
    const text = summaryWithSources('The lease ends in 2031. [1] Parking is shared. [2] Rent rises 3 %. [1]', [
      { title: 'lease.pdf', quote: 'x', page: 3 },
      { title: 'site-plan.docx', quote: 'y' },
    ]);
    expect(text).toBe(
      'The lease ends in 2031. [1] Parking is shared. [2] Rent rises 3 %. [1]\n\nSources:\n[1] lease.pdf, p. 3\n[2] site-plan.docx',
    );
  });

  it('takes out a marker with no source, and adds no list when none is left', () => {
    expect(summaryWithSources('A fact. [3]', [{ title: 'a.pdf', quote: 'x' }])).toBe('A fact.');
    expect(summaryWithSources('No markers here.', [])).toBe('No markers here.');
  });
});
