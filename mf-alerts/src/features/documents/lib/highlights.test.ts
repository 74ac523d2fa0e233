import type { DocumentAnalysis } from '../api/types';
import { contextOf, highlightsOf, segmentPage, windowStart, type Highlight } from './highlights';

const h = (key: string, start: number, end: number, over: Partial<Highlight> = {}): Highlight => ({
  key,
  start,
  end,
  page: null,
  text: '',
  alertId: 1,
  propertyName: 'Harbour Tower',
  rule: 'address',
  detail: null,
  ...over,
});

describe('segmentPage', () => {
  const page = { page_number: 2, char_start: 100, char_end: 140, text: 'The tower at 10 Elm Street rises to 40m.' };

  it('cuts the page at the spans, in whole-text offsets', () => {
    const segments = segmentPage(page, [h('a', 113, 126)]);
    expect(segments.map((s) => [s.text, s.highlights.map((x) => x.key)])).toEqual([
      ['The tower at ', []],
      ['10 Elm Street', ['a']],
      [' rises to 40m.', []],
    ]);
    expect(segments[1]).toMatchObject({ start: 113, end: 126 });
  });

  it('shares a segment between overlapping passages and clips a passage that runs over the page edge', () => {
    const segments = segmentPage(page, [h('a', 113, 126), h('b', 116, 150), h('c', 10, 20)]);
    expect(segments.map((s) => [s.text, s.highlights.map((x) => x.key)])).toEqual([
      ['The tower at ', []],
      ['10 ', ['a']],
      ['Elm Street', ['a', 'b']],
      [' rises to 40m.', ['b']],
    ]);
    expect(segments.map((s) => s.text).join('')).toBe(page.text);
  });
});

it('highlightsOf highlights the passages of each match and lists the reasons outside this document', () => {
  const analysis: DocumentAnalysis = {
    id: 7,
    ref: '7',
    summary: '',
    citations: [],
    categories: [],
    agenda_items: [],
    matches: [
      {
        alert_id: 3,
        property_id: 'p',
        property_name: 'Harbour Tower',
        rule: 'address',
        confidence: 'High',
        severity: 'high',
        evidence: [
          { rule: 'address', field: 'title', text: '10 Elm Street', span: { start: 0, end: 13 } },
          {
            rule: 'address',
            field: 'document',
            documentId: 7,
            text: '10 Elm Street',
            span: { start: 113, end: 126 },
            page: 2,
          },
          { rule: 'distance', distanceMeters: 120 },
        ],
        passages: [
          { start: 400, end: 413, page: 5, text: '10 ELM STREET', rule: 'address', source: 'text' },
          { start: 113, end: 126, page: 2, text: '10 Elm Street', rule: 'address', source: 'span' },
        ],
      },
    ],
  };
  const { highlights, others } = highlightsOf(analysis);
  expect(highlights).toEqual([
    h('0-1', 113, 126, { page: 2, text: '10 Elm Street', alertId: 3 }),
    h('0-0', 400, 413, { page: 5, text: '10 ELM STREET', alertId: 3 }),
  ]);
  expect(others.map((o) => [o.key, o.rule, o.field])).toEqual([
    ['0-e0', 'address', 'title'],
    ['0-e2', 'distance', null],
  ]);
});

it('windowStart finds the first page of the request window', () => {
  expect([1, 10, 11, 305, 320].map((p) => windowStart(p, 10))).toEqual([1, 1, 11, 301, 311]);
});

describe('contextOf', () => {
  const text =
    'Eco-Gift Donation - 1815 Altona Road, Pickering\nReceipt of a conveyance of lands at 1815 Altona Road, City of Pickering, Regional Municipality of Durham.';
  const page = { page_number: 1, char_start: 1000, char_end: 1000 + text.length, text };
  const at = (words: string, from = 0) => 1000 + text.indexOf(words, from);

  it('gives the same words different surroundings, cut at whole words', () => {
    const first = contextOf(h('a', at('Altona Road'), at('Altona Road') + 11), [page]);
    const secondStart = at('Altona Road', text.indexOf('Altona Road') + 1);
    const second = contextOf(h('b', secondStart, secondStart + 11), [page]);
    expect(first).toEqual({
      before: 'Eco-Gift Donation - 1815 ',
      text: 'Altona Road',
      after: ', Pickering Receipt of a conveyance of…',
    });
    expect(second).toEqual({
      before: '…of a conveyance of lands at 1815 ',
      text: 'Altona Road',
      after: ', City of Pickering, Regional…',
    });
  });

  it("is null while the passage's page is not loaded", () => {
    expect(contextOf(h('a', 50, 60), [page])).toBeNull();
  });
});
