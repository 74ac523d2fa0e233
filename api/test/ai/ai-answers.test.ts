import { createLocalProvider } from '../../src/ai/local.js';
import { questionKind } from '../../src/ai/question-kind.js';
import type { AlertFacts, AnswerChunk, Passage } from '../../src/ai/types.js';

/*
 * The local provider answers the question asked: it leads with a direct answer written from the alert's facts, then
 * quotes the documents. Each question kind has a case; the provider that only quoted extracts ("From the alert's
 * documents: - ...") fails every one of them.
 */

const passages: Passage[] = [
  {
    id: 'item:1',
    title: 'Item 4.2: B0042/26 - 55 Main Street North',
    agendaItemId: 1,
    text:
      'Consent application B0042/26 to sever 55 Main Street North into two lots. ' +
      'The applicant proposes a new lot with a frontage of 10 metres for a detached dwelling.',
  },
  {
    id: 'doc:9:p1:0',
    title: 'Notice of hearing',
    documentId: 9,
    page: 1,
    url: 'https://example.test/notice.pdf',
    text:
      'Written comments must be received by the Secretary-Treasurer by noon on December 17, 2026. ' +
      'You may attend the hearing and speak to the Committee.',
  },
];

const facts: AlertFacts = {
  title: 'Committee of Adjustment: 55 Main Street North',
  property: { name: 'Main Street lots', address: '55 Main Street North' },
  items: [
    {
      title: 'B0042/26 - Consent to sever 55 Main Street North',
      rule: 'address',
      matchedText: '55 Main Street North',
    },
  ],
  meeting: {
    title: 'Committee of Adjustment',
    municipality: 'Brampton',
    startsAt: '2026-12-19T15:00:00.000Z',
  },
  history: [
    { date: 'October 3, 2026', text: '"B0042/26 - 55 Main Street North" at the Committee of Adjustment of Brampton' },
  ],
  now: '2026-11-28T12:00:00.000Z',
};

async function ask(question: string, withFacts: AlertFacts | null = facts, from: Passage[] = passages) {
  let text = '';
  let citations: unknown[] = [];
  const chunks: AsyncIterable<AnswerChunk> = createLocalProvider().streamAnswer({
    question,
    history: [],
    passages: from,
    context: 'alert',
    ...(withFacts ? { facts: withFacts } : {}),
    signal: new AbortController().signal,
  });
  for await (const chunk of chunks) {
    if (chunk.type === 'token') text += chunk.content;
    else citations = chunk.citations;
  }
  return { text, citations };
}

describe('question kinds', () => {
  it.each([
    ['What does this mean for my property?', 'impact'],
    ['How close is it to our site?', 'impact'],
    ['When will it be decided?', 'when'],
    ['What is the deadline?', 'when'],
    ['How can I comment on this?', 'participate'],
    ['When can I object?', 'participate'],
    ['What should I do before December 19, 2026?', 'participate'],
    ['What should I do next?', 'participate'],
    ['When is the decision expected?', 'when'],
    ['What does this zoning change mean for Harbour Tower?', 'impact'],
    ['What happened before?', 'history'],
    ['What does the policy change?', 'policy'],
    ['What is proposed?', 'proposal'],
    ['Is there a swimming pool?', 'other'],
  ])('%s -> %s', (question, kind) => {
    expect(questionKind(question)).toBe(kind);
  });
});

describe('the local provider leads with the answer', () => {
  it('what is proposed: the kind of application, the property it names, and when it is heard', async () => {
    const { text } = await ask('What is proposed?');
    expect(text).toMatch(
      /^This item is a consent \(severance\) application: "B0042\/26 - Consent to sever 55 Main Street North"\. It names 55 Main Street North, which is the address of your property Main Street lots\. It goes to the Committee of Adjustment of Brampton on December 19, 2026\./,
    );
    expect(text).toContain('From the documents:');
  });

  it('what it means for the property: the matching rule in words first', async () => {
    const { text } = await ask('What does this mean for my property?');
    expect(text).toMatch(/^It names 55 Main Street North, which is the address of your property Main Street lots\./);
  });

  it('a nearby site gives its distance', async () => {
    const near: AlertFacts = {
      ...facts,
      items: [{ title: 'Zoning By-law Amendment - 12 King Street', rule: 'distance', distanceMeters: 184 }],
    };
    const { text } = await ask('How does this affect my property?', near);
    expect(text).toMatch(/^Its site is about 180 m from your property Main Street lots \(55 Main Street North\)\./);
    expect(text).toContain('This item is a zoning by-law amendment');
  });

  it('when: the meeting date, said as to come or past', async () => {
    expect((await ask('When will it be decided?')).text).toMatch(
      /^It goes to the Committee of Adjustment of Brampton on December 19, 2026\./,
    );
    const later = { ...facts, now: '2027-01-05T12:00:00.000Z' };
    expect((await ask('When will it be decided?', later)).text).toMatch(
      /^It went to the Committee of Adjustment of Brampton on December 19, 2026\./,
    );
  });

  it('how to take part: the hearing, how comments work, and the notice quoted with its citation', async () => {
    const { text, citations } = await ask('How can I comment on this?');
    expect(text).toMatch(/^It goes to the Committee of Adjustment of Brampton on December 19, 2026\. Written comments/);
    expect(text).toContain(
      'Written comments must be received by the Secretary-Treasurer by noon on December 17, 2026.',
    );
    expect(citations).toEqual(expect.arrayContaining([expect.objectContaining({ documentId: 9, page: 1 })]));
  });

  it('what happened before: the earlier steps of the same file, or says there are none', async () => {
    expect((await ask('What happened before?')).text).toMatch(
      /^Before this: October 3, 2026: "B0042\/26 - 55 Main Street North" at the Committee of Adjustment of Brampton\./,
    );
    expect((await ask('What happened before?', { ...facts, history: [] })).text).toMatch(
      /^Parcelwatch has no earlier step of this file/,
    );
  });

  it('what a policy changes: a provincial proposal names itself and its registry', async () => {
    const proposal: AlertFacts = {
      title: 'ERO 025-1234',
      property: { name: 'Main Street lots', address: '55 Main Street North' },
      items: [],
      registry: {
        from: 'the provincial posting 025-1234',
        title: 'Proposed changes to the Provincial Planning Statement',
      },
      history: [],
      now: facts.now,
    };
    const { text } = await ask('What does the policy change?', proposal, [
      {
        id: 'proposal:1',
        title: 'ERO 025-1234',
        text: 'The proposal changes how settlement area boundaries are expanded.',
      },
    ]);
    expect(text).toMatch(
      /^This is "Proposed changes to the Provincial Planning Statement", from the provincial posting 025-1234\./,
    );
    expect(text).toContain('settlement area boundaries');
  });

  it('a watch alert says which watch and terms matched', async () => {
    const watch: AlertFacts = {
      ...facts,
      property: undefined,
      watch: { name: 'Severances', terms: ['sever'] },
      history: [],
    };
    expect((await ask('Why does this concern me?', watch)).text).toMatch(
      /^It matched your watch list "Severances" on "sever"/,
    );
  });

  it('answers in Markdown with numbered quotes and sources, never HTML', async () => {
    const { text } = await ask('What is proposed?');
    expect(text).toMatch(/\n\nFrom the documents:\n\n- .+ \[1\]/);
    expect(text).toMatch(/\n\nSources: \[1\] /);
    expect(text).not.toMatch(/<[a-z]/i);
  });

  it('without facts, or for a question no fact answers, quotes the documents as before', async () => {
    expect((await ask('Is there a swimming pool?')).text).toMatch(/^I could not find that/);
    expect((await ask('What is proposed?', null)).text).not.toMatch(/^This item is/);
  });
});
