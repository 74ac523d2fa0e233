import { createLocalProvider } from '../../src/ai/local.js';
import { bm25Scores, sentences, stem, tokenize } from '../../src/ai/text.js';
import type { AnswerChunk, Passage } from '../../src/ai/types.js';

const passages: Passage[] = [
  {
    id: 'item:1',
    title: '10.3 Zoning By-law Amendment - 123 Main Street East',
    agendaItemId: 1,
    text:
      'Report from the Director of Planning on an application to amend the Zoning By-law for 123 Main Street East. ' +
      'The applicant proposes a 12-storey mixed-use building with 180 residential units and ground floor retail. ' +
      'A statutory public meeting will be held on March 14, 2026 at Council Chambers.',
  },
  {
    id: 'doc:7:p2',
    title: 'Staff report',
    documentId: 7,
    page: 2,
    url: 'https://example.test/report.pdf',
    text:
      'Development charges for the site are estimated at 4.2 million dollars. ' +
      'Staff recommend that Council refuse the application because the proposed height exceeds the Official Plan limit of 8 storeys.',
  },
];

async function collect(stream: AsyncIterable<AnswerChunk>) {
  let text = '';
  let tokens = 0;
  let citations: unknown[] = [];
  for await (const chunk of stream) {
    if (chunk.type === 'token') {
      text += chunk.content;
      tokens += 1;
    } else citations = chunk.citations;
  }
  return { text, tokens, citations };
}

describe('local AI text tools', () => {
  it('tokenizes without stop words and stems plurals and -ing forms alike', () => {
    expect(tokenize('The applications for rezoning')).toEqual(['applic', 'rezon']);
    expect(tokenize('An application to rezone')).toEqual(['applic', 'rezone']);
    expect(stem('units')).toBe('unit');
    expect(stem('2026')).toBe('2026');
  });

  it('splits sentences with their offsets', () => {
    const text = 'First sentence is here. Second one follows after it.';
    const parts = sentences(text);
    expect(parts.map((p) => p.text)).toEqual(['First sentence is here.', 'Second one follows after it.']);
    expect(text.slice(parts[1]!.start, parts[1]!.start + 6)).toBe('Second');
  });

  it('keeps a sentence whole across the line breaks of extracted PDF text, and still splits lines that are not one', () => {
    const text =
      'Staff recommend that Council approve the application,\nsubject to the conditions in Appendix A, and that the\n' +
      'by-law be enacted on March 14, 2026.\nRecommendations\nThat the report be received for information.\n\n' +
      'the next paragraph starts here in lower case.';
    expect(sentences(text).map((p) => p.text)).toEqual([
      'Staff recommend that Council approve the application, subject to the conditions in Appendix A, and that the ' +
        'by-law be enacted on March 14, 2026.',
      'Recommendations That the report be received for information.',
      'the next paragraph starts here in lower case.',
    ]);
    const parts = sentences(text);
    expect(parts.map((p) => p.start)).toEqual([0, text.indexOf('Recommendations'), text.indexOf('the next')]);
  });

  it('ranks with BM25: the document holding the rare query term wins', () => {
    const docs = [
      { tokens: tokenize('height of the building') },
      { tokens: tokenize('development charges estimate') },
      { tokens: tokenize('building permit') },
    ];
    const scores = bm25Scores(docs, tokenize('development charges'));
    expect(scores[1]).toBeGreaterThan(0);
    expect(scores[0]).toBe(0);
    expect(scores[2]).toBe(0);
  });
});

describe('local AI provider', () => {
  const provider = createLocalProvider();
  /** The whole answer to a first question about `from`. */
  const ask = (question: string, from: Passage[] = passages) =>
    collect(
      provider.streamAnswer({
        question,
        history: [],
        passages: from,
        context: 'alert',
        signal: new AbortController().signal,
      }),
    );

  it('answers from the best passages with numbered citations, streamed word by word', async () => {
    const result = await collect(
      provider.streamAnswer({
        question: 'How much are the development charges?',
        history: [],
        passages,
        context: 'alert',
        signal: new AbortController().signal,
      }),
    );
    expect(result.text).toContain('Development charges for the site are estimated at 4.2 million dollars. [1]');
    expect(result.text).toContain('Sources: [1] Staff report, p. 2');
    expect(result.tokens).toBeGreaterThan(10);
    expect(result.citations).toEqual([
      expect.objectContaining({
        documentId: 7,
        page: 2,
        title: 'Staff report',
        url: 'https://example.test/report.pdf',
      }),
    ]);
  });

  it('answers a "when" question with the date found in the passages', async () => {
    const result = await collect(
      provider.streamAnswer({
        question: 'When is the public meeting?',
        history: [],
        passages,
        context: 'alert',
        signal: new AbortController().signal,
      }),
    );
    expect(result.text).toMatch(/^The documents give this date: March 14, 2026\./);
  });

  it('answers a "when" question that shares no word with the passages from the sentence holding a date', async () => {
    const result = await ask('When is the decision expected?');
    expect(result.text).toMatch(/^The documents give this date: March 14, 2026\./);
    expect(result.text).toContain('A statutory public meeting will be held on March 14, 2026 at Council Chambers. [1]');
  });

  it('uses earlier questions of the thread to resolve a follow-up', async () => {
    const result = await collect(
      provider.streamAnswer({
        question: 'And what do staff recommend about it?',
        history: [{ role: 'user', content: 'Tell me about the height of the building' }],
        passages,
        context: 'alert',
        signal: new AbortController().signal,
      }),
    );
    expect(result.text).toContain('Staff recommend that Council refuse the application');
  });

  it('quotes a sentence once when the item and its report both state it', async () => {
    const repeated =
      'The applicant proposes a 12-storey mixed-use building with 180 residential units and ground floor retail.';
    const result = await ask('How many residential units are proposed?', [
      ...passages,
      { id: 'doc:8:p1', title: 'Planning report', documentId: 8, page: 1, text: repeated },
    ]);
    expect(result.text.split(repeated)).toHaveLength(2);
  });

  it("prefers the alert's own documents to the meeting's documents on other items (background)", async () => {
    const own: Passage = {
      id: 'doc:1:p1:0',
      title: 'Staff report 7.1',
      documentId: 1,
      text:
        'The tower at 100 Harbour Street has 410 units. The units include 40 affordable units. ' +
        'A park of 0.4 hectares is part of the plan.',
    };
    const background: Passage = {
      id: 'doc:2:p1:0',
      title: 'Staff report 7.2',
      documentId: 2,
      text: 'The tower at 200 Dock Street has 300 units and a park.',
    };
    // Counted fully, the other item's report is quoted before some of the alert's own; as background, it is not.
    const question = 'How many units, and is there a park?';
    expect((await ask(question, [own, background])).text).toContain('200 Dock Street');
    const weighted = await ask(question, [own, { ...background, weight: 0.3 }]);
    expect(weighted.text).toContain('100 Harbour Street has 410 units');
    expect(weighted.text).toContain('40 affordable units');
    expect(weighted.text).toContain('A park of 0.4 hectares');
    expect(weighted.text).not.toContain('200 Dock Street');
  });

  it('says so when the documents do not cover the question', async () => {
    const result = await collect(
      provider.streamAnswer({
        question: 'Is there a swimming pool?',
        history: [],
        passages,
        context: 'alert',
        signal: new AbortController().signal,
      }),
    );
    expect(result.text).toMatch(/^I could not find that in the documents of this alert/);
    expect(result.citations).toEqual([]);
  });

  it('stops generating when the signal is aborted', async () => {
    const controller = new AbortController();
    let tokens = 0;
    for await (const chunk of provider.streamAnswer({
      question: 'development charges',
      history: [],
      passages,
      context: 'alert',
      signal: controller.signal,
    })) {
      if (chunk.type === 'token') tokens += 1;
      if (tokens === 3) controller.abort();
    }
    expect(tokens).toBe(3);
  });

  it('is deterministic and fast to the first token', async () => {
    const started = performance.now();
    const first = await provider
      .streamAnswer({
        question: 'zoning amendment',
        history: [],
        passages,
        context: 'a',
        signal: new AbortController().signal,
      })
      [Symbol.asyncIterator]()
      .next();
    expect(performance.now() - started).toBeLessThan(2000); // milliseconds in practice; bounded loosely for a loaded machine
    expect(first.value).toEqual({ type: 'token', content: expect.any(String) });
    const a = await collect(
      provider.streamAnswer({
        question: 'zoning amendment',
        history: [],
        passages,
        context: 'a',
        signal: new AbortController().signal,
      }),
    );
    const b = await collect(
      provider.streamAnswer({
        question: 'zoning amendment',
        history: [],
        passages,
        context: 'a',
        signal: new AbortController().signal,
      }),
    );
    expect(a.text).toBe(b.text);
  });

  it('summarizes extractively with citations, in document order', async () => {
    const result = await provider.summarize({ title: 'Property', passages, maxSentences: 2 });
    const sentencesInSummary = result.summary.split(/(?<=\]) /);
    expect(sentencesInSummary).toHaveLength(2);
    for (const sentence of sentencesInSummary)
      expect(passages.some((p) => p.text.includes(sentence.replace(/ \[\d\]$/, '')))).toBe(true);
    expect(result.citations.length).toBeGreaterThan(0);
    expect(await provider.summarize({ title: 'Empty', passages: [] })).toEqual({ summary: '', citations: [] });
  });
});
