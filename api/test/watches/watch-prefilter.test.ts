import { sql } from 'drizzle-orm';
import { agendaItems, companies, meetings, municipalities, watches } from '../../src/db/schema/index.js';
import { queryRows } from '../../src/db/rows.js';
import { asSystem } from '../../src/db/tenant-context.js';
import { coverOfQuery, parseTsquery } from '../../src/watches/cover.js';
import { matchNewRows } from '../../src/watches/match.js';
import { createTestContext, type TestContext } from '../helpers/helpers.js';

/*
 * The lexeme prefilter of watch matching: the cover of a query (the lexemes a matching text holds one of), and, on
 * the real database, that matching with the prefilter finds exactly what testing every watch on every item does.
 */

const noStats = () => undefined;

describe('the cover of a watch query', () => {
  it('parses the text form of a tsquery, quotes and phrase operators included', () => {
    expect(parseTsquery("'zone' <-> 'amend' & ( 'a' | !'b' )")).toEqual({
      kind: 'and',
      children: [
        { kind: 'lexeme', value: 'zone' },
        { kind: 'lexeme', value: 'amend' },
        {
          kind: 'or',
          children: [
            { kind: 'lexeme', value: 'a' },
            { kind: 'not', child: { kind: 'lexeme', value: 'b' } },
          ],
        },
      ],
    });
    expect(parseTsquery("'o''neil' <2> 'park':*")).toEqual({
      kind: 'and',
      children: [
        { kind: 'lexeme', value: "o'neil" },
        { kind: 'lexeme', value: 'park' },
      ],
    });
    expect(parseTsquery("'unclosed")).toBeNull();
    expect(parseTsquery("'a' &")).toBeNull();
  });

  it('takes the rarest branch of an AND or a phrase, and every branch of an OR', () => {
    const freq = new Map([
      ['zone', 0.9],
      ['amend', 0.5],
      ['plan', 0.8],
    ]);
    const rarity = (l: string) => freq.get(l);
    expect(coverOfQuery("'zone' <-> 'amend'", rarity)).toEqual(['amend']);
    // A lexeme the statistics do not list is rarer than every listed one.
    expect(coverOfQuery("'zone' & 'kalomiren'", rarity)).toEqual(['kalomiren']);
    expect(coverOfQuery("'zone' <-> 'plan' | 'amend' & 'kalo'", rarity)).toEqual(['plan', 'kalo']);
    // Without statistics, the longer word counts as rarer.
    expect(coverOfQuery("'by' & 'inclusionari'", noStats)).toEqual(['inclusionari']);
  });

  it('has no cover when a NOT branch alone can match, and none for an unindexable query', () => {
    expect(coverOfQuery("'a' | !'b'", noStats)).toBeNull();
    expect(coverOfQuery("'a' & !'b'", noStats)).toEqual(['a']);
    expect(coverOfQuery('T', noStats)).toBeNull();
    expect(coverOfQuery('', noStats)).toBeNull();
  });
});

describe('matching with the prefilter on the database', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it('finds exactly the items a direct @@ test of every watch finds', async () => {
    const db = ctx.database.db;
    const [muni] = await db.select().from(municipalities).limit(1);
    const [company] = await db.insert(companies).values({ name: 'Prefilter Co' }).returning();
    const [m] = await db
      .insert(meetings)
      .values({
        source: 'test:prefilter',
        sourceId: 'm-1',
        municipalityId: muni!.id,
        title: 'Planning Committee',
        startsAt: new Date(),
      })
      .returning();
    const texts = [
      'Inclusionary zoning official plan amendment for the Kalomiren lands',
      'Zoning by-law amendment, 12 Main Street: minor variance',
      'Official plan review: inclusionary housing and major transit station areas',
      'Heritage designation of the Delprasu house',
      'Development charges by-law update',
      'Parkland dedication and the Kalomiren secondary plan',
    ];
    const items = await db
      .insert(agendaItems)
      .values(texts.map((title, i) => ({ meetingId: m!.id, sourceId: `i-${i}`, title })))
      .returning();
    const terms = [
      '"inclusionary zoning"',
      'kalomiren plan',
      'delprasu or "development charges"',
      'zoning -kalomiren',
      '"official plan" amendment',
      'nothinglikethis',
    ];
    const created = await db
      .insert(watches)
      .values(terms.map((t, i) => ({ companyId: company!.id, name: `W${i}`, terms: t })))
      .returning();
    // A watch whose query a NOT branch alone satisfies (refused by the API, tested against every row here).
    await db.execute(
      sql`insert into watches (company_id, name, terms) values (${company!.id}, 'Loose', 'kalomiren or -zoning')`,
    );
    await db.execute(sql`analyze agenda_items`);

    await asSystem('test', () =>
      matchNewRows(
        db,
        'items',
        items.map((i) => i.id),
      ),
    );
    const found = await asSystem('test', () =>
      queryRows(
        db,
        sql`select w.terms, a.source_key from alerts a join watches w on w.id = a.watch_id
        where w.company_id = ${company!.id} order by 1, 2`,
      ),
    );
    const expected = await queryRows(
      db,
      sql`select w.terms, 'item:' || i.id as source_key
      from watches w join agenda_items i on i.search_tsv @@ w.query
      where w.company_id = ${company!.id} and i.meeting_id = ${m!.id} order by 1, 2`,
    );
    expect(found).toEqual(expected);
    expect(found.length).toBeGreaterThanOrEqual(8);
    expect(created).toHaveLength(terms.length);
  });
});
