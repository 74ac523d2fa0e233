import { createLocalProvider } from '../../src/ai/local.js';
import { questionKind } from '../../src/ai/question-kind.js';
import type { AlertFacts, AnswerChunk, Passage } from '../../src/ai/types.js';
import { insertChatAlert, readChatEvents, type ChatEvent } from '../helpers/chat-helpers.js';
import { agendaItems, alertItems, alerts } from '../../src/db/schema/index.js';
import { createTestContext, registerUser, type RegisteredUser, type TestContext } from '../helpers/helpers.js';

/*
 * The AI's answers in French (docs/i18n.md "The AI's answers"): a French reader's question is read in French, the
 * local provider's direct answer and its labels are French, and a bilingual portal's item is quoted in French.
 */

/** French puts a no-break space before a colon; the checks read it as a space. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

const facts: AlertFacts = {
  title: 'Zoning By-law Amendment – 110 Laurier Avenue West',
  property: { name: 'Tour Laurier', address: '110 Laurier Avenue West, Ottawa' },
  items: [
    {
      title: 'Modification au Règlement de zonage – 110, avenue Laurier Ouest',
      rule: 'address',
      matchedText: '110 Laurier Avenue West',
    },
  ],
  meeting: { title: 'Planning and Housing Committee', municipality: 'Ottawa', startsAt: '2026-12-12T14:30:00.000Z' },
  history: [],
  now: '2026-11-30T12:00:00.000Z',
};
const passages: Passage[] = [
  {
    id: 'item:1',
    title: 'Point 4.1: Modification au Règlement de zonage – 110, avenue Laurier Ouest',
    agendaItemId: 1,
    text: "Que le Comité recommande au Conseil d'approuver une modification au Règlement de zonage visant le 110, avenue Laurier Ouest afin de permettre un immeuble polyvalent de 27 étages.",
  },
];

async function ask(question: string, language: 'en-CA' | 'fr-CA' = 'fr-CA') {
  let text = '';
  const chunks: AsyncIterable<AnswerChunk> = createLocalProvider().streamAnswer({
    question,
    history: [],
    passages,
    context: 'alert',
    facts,
    signal: new AbortController().signal,
    language,
  });
  for await (const chunk of chunks) if (chunk.type === 'token') text += chunk.content;
  return plain(text);
}

describe('French questions', () => {
  it.each([
    ['Que propose-t-on au 110, avenue Laurier Ouest?', 'proposal'],
    ['Quel effet sur ma propriété?', 'impact'],
    ['Comment cela affecte-t-il ma propriété?', 'impact'],
    ['Quand est-ce décidé?', 'when'],
    ['Comment puis-je présenter des observations?', 'participate'],
    ['Que s’est-il passé avant?', 'history'],
    ['Qu’est-ce que ça change?', 'policy'],
  ] as const)('reads "%s" as a %s question', (question, kind) => {
    expect(questionKind(question, 'fr-CA')).toBe(kind);
  });
});

describe('the local provider in French', () => {
  it('leads with a French answer, then quotes the French item with French labels', async () => {
    const answer = await ask('Que propose-t-on au 110, avenue Laurier Ouest?');
    expect(answer).toMatch(
      /^Ce point est une modification au Règlement de zonage : « Modification au Règlement de zonage – 110, avenue Laurier Ouest »\. /,
    );
    expect(answer).toContain('Il nomme 110 Laurier Avenue West, qui est l’adresse de votre propriété Tour Laurier.');
    expect(answer).toContain('le 12 décembre 2026.');
    expect(answer).toContain('D’après les documents :');
    expect(answer).toContain('afin de permettre un immeuble polyvalent de 27 étages. [1]');
    expect(answer).toContain('Sources : [1] Point 4.1');
    expect(answer).not.toMatch(/From the documents|This item is|It names/);
  });

  it('answers how to take part in French', async () => {
    const answer = await ask('Comment puis-je présenter des observations?');
    expect(answer).toContain('Toute personne peut présenter des observations orales ou écrites à la réunion publique');
  });

  it('keeps the English answer for an English reader', async () => {
    const answer = await ask('What is proposed?', 'en-CA');
    expect(answer).toMatch(/^This item is a zoning by-law amendment: /);
    expect(answer).toContain('From the documents:');
  });
});

describe('the chat in French over the API', () => {
  let ctx: TestContext;
  let owner: RegisteredUser;
  let alertId: number;
  let propertyId: string;
  let meetingId: number;
  let baseUrl: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await registerUser(ctx.app, { company_name: 'Immeubles Bytown' });
    const inserted = await insertChatAlert(ctx.database.db, owner.user.company_id);
    ({ alertId, propertyId, meetingId } = inserted);
    // The alert's item, published in both languages by a bilingual portal.
    const [item] = await ctx.database.db
      .insert(agendaItems)
      .values({
        meetingId: inserted.meetingId,
        sourceId: 'item-105',
        itemNumber: '4.1',
        title: 'Zoning By-law Amendment – 98 Harbour Street',
        description: 'To permit a 27-storey mixed-use building.',
        titleFr: 'Modification au Règlement de zonage – 98, rue Harbour',
        descriptionFr: 'Afin de permettre un immeuble polyvalent de 27 étages.',
      })
      .returning({ id: agendaItems.id });
    await ctx.database.db.insert(alertItems).values({
      companyId: owner.user.company_id,
      alertId,
      agendaItemId: item!.id,
      rule: 'address',
      confidence: 'High',
      score: 0.97,
      severity: 'urgent',
      categories: ['zoning'],
      impactSummary: 'It names 98 Harbour Street, the address of Harbour Tower.',
      evidence: [{ rule: 'address', text: '98 Harbour Street', confidence: 0.97 }],
    });
    baseUrl = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  }, 90_000);

  afterAll(() => ctx?.close());

  async function chat(language: string) {
    const res = await fetch(`${baseUrl}/api/alerts/${alertId}/chat`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${owner.token}`,
        'content-type': 'application/json',
        'accept-language': language,
      },
      body: JSON.stringify({ message: 'Que propose-t-on?' }),
    });
    const events: ChatEvent[] = [];
    await readChatEvents(res, (event) => events.push(event));
    return plain(
      events
        .filter((e) => e.type === 'token')
        .map((e) => String(e.content))
        .join(''),
    );
  }

  it('answers a French reader in French, quoting the item’s French', async () => {
    const answer = await chat('fr-CA,fr;q=0.9');
    expect(answer).toMatch(
      /^Ce point est une modification au Règlement de zonage : « Modification au Règlement de zonage – 98, rue Harbour »/,
    );
    expect(answer).toContain('Afin de permettre un immeuble polyvalent de 27 étages.');
    expect(answer).toContain('Sources : [1] Point 4.1 : Modification au Règlement de zonage – 98, rue Harbour');
  });

  it('gives the alert a French title from its French lead item, and none to an alert without one', async () => {
    const alert = await ctx.app.inject({
      method: 'GET',
      url: `/api/alerts/${alertId}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(alert.json()).toMatchObject({
      alert_title: 'Rezoning next door',
      alert_title_fr: 'Modification au Règlement de zonage – 98, rue Harbour',
    });
    // Another alert of the same property, whose items have no French.
    const [other] = await ctx.database.db
      .insert(alerts)
      .values({
        companyId: owner.user.company_id,
        propertyId,
        meetingId,
        sourceKey: 'meeting:english-only',
        severity: 'normal',
        title: 'Road resurfacing',
        summary: 'Works nearby.',
      })
      .returning({ alertId: alerts.id });
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/alerts/?limit=10',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const rows = list.json() as Array<{ id: number; alert_title_fr: string | null }>;
    expect(rows.find((a) => a.id === alertId)!.alert_title_fr).toBe(
      'Modification au Règlement de zonage – 98, rue Harbour',
    );
    expect(rows.find((a) => a.id === other!.alertId)!.alert_title_fr).toBeNull();
  });

  it('answers an English reader in English, quoting the item’s English', async () => {
    const answer = await chat('en-CA');
    expect(answer).toMatch(/^This item is a zoning by-law amendment: "Zoning By-law Amendment – 98 Harbour Street"/);
    expect(answer).not.toContain('rue Harbour');
  });
});
