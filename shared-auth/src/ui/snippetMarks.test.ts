import { snippetParts } from './snippetMarks';

// The snippets are what PostgreSQL's ts_headline answers with the API's options (StartSel=<mark>, StopSel=</mark>)
// for these texts and watch terms, copied from a real run.

it('marks each word of a phrase and keeps the source case of every term', () => {
  // Terms: "inclusionary zoning" fees, over "The INCLUSIONARY Zoning by-law: fees of $5.00 (per unit)* ..."
  expect(
    snippetParts(
      '<mark>INCLUSIONARY</mark> <mark>Zoning</mark> by-law: <mark>fees</mark> of $5.00 (per unit)* apply; see  Schedule A  & <mark>zone</mark>',
    ),
  ).toEqual([
    { text: 'INCLUSIONARY', marked: true },
    { text: ' ', marked: false },
    { text: 'Zoning', marked: true },
    { text: ' by-law: ', marked: false },
    { text: 'fees', marked: true },
    { text: ' of $5.00 (per unit)* apply; see  Schedule A  & ', marked: false },
    { text: 'zone', marked: true },
  ]);
});

it('marks every word that overlapping terms share once, side by side', () => {
  // Terms: zone zoning (the same stem), over "Zoning and rezoning: the zoned zone zones."
  expect(
    snippetParts('<mark>Zoning</mark> and rezoning: the <mark>zoned</mark> <mark>zone</mark> <mark>zones</mark>.'),
  ).toEqual([
    { text: 'Zoning', marked: true },
    { text: ' and rezoning: the ', marked: false },
    { text: 'zoned', marked: true },
    { text: ' ', marked: false },
    { text: 'zone', marked: true },
    { text: ' ', marked: false },
    { text: 'zones', marked: true },
    { text: '.', marked: false },
  ]);
});

it('keeps regular-expression and HTML characters as plain text, marked or not', () => {
  expect(snippetParts('fee $5.00 (per unit)* [R2] <mark>a+b?</mark> <b>x</b> $1')).toEqual([
    { text: 'fee $5.00 (per unit)* [R2] ', marked: false },
    { text: 'a+b?', marked: true },
    { text: ' <b>x</b> $1', marked: false },
  ]);
});

it('reads an unclosed mark, and a snippet without marks, as plain text', () => {
  expect(snippetParts('rezoning <mark>zone')).toEqual([{ text: 'rezoning <mark>zone', marked: false }]);
  expect(snippetParts('no terms here')).toEqual([{ text: 'no terms here', marked: false }]);
  expect(snippetParts('')).toEqual([]);
});
