import { splitPages } from '../../src/documents/access.js';
import { passagesOf } from '../../src/documents/passages.js';

/* Passages that explain a match: the matcher's spans, then the matched words found again in the document. */

const pages = splitPages('Report on 100 Harbour   Street.\fThe site at 100 HARBOUR\nSTREET is vacant.\fNothing here.');

it('answers the recorded spans and every place the matched words stand, with their pages', () => {
  const passages = passagesOf(
    [
      { rule: 'address', field: 'title', text: '100 Harbour Street', span: { start: 0, end: 18 }, confidence: 0.95 },
      {
        rule: 'address',
        field: 'document',
        documentId: 9,
        text: '100 Harbour   Street',
        span: { start: 10, end: 30 },
        confidence: 0.85,
      },
    ],
    9,
    pages,
  );
  expect(passages).toEqual([
    { start: 10, end: 30, page: 1, text: '100 Harbour   Street', rule: 'address', source: 'span' },
    { start: 44, end: 62, page: 2, text: '100 HARBOUR\nSTREET', rule: 'address', source: 'text' },
  ]);
});

it('ignores spans of another document, short texts and texts with regex characters safely', () => {
  expect(
    passagesOf(
      [
        {
          rule: 'address',
          field: 'document',
          documentId: 8,
          text: 'Nothing',
          span: { start: 64, end: 71 },
          confidence: 1,
        },
        { rule: 'ward_policy', text: 'W1', confidence: 1 },
        { rule: 'application_number', text: 'OZ (22).*', confidence: 1 },
      ],
      9,
      pages,
    ),
  ).toEqual([{ start: 74, end: 81, page: 3, text: 'Nothing', rule: 'address', source: 'text' }]);
});
