import { apiCall, companyWithAnalyst, createTestContext, type TestContext } from '../helpers/helpers.js';

/*
 * A watch's languages (scope.languages, migration 0059): who may change them, and hostile values. The matching of
 * French text itself is in pipeline-escribe-french.test.ts (a loopback bilingual eSCRIBE portal).
 */

describe('watch languages: rights and hostile input', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('only those who may change a watch change its languages; another company never finds it', async () => {
    const { admin, analyst } = await companyWithAnalyst(ctx);
    const other = await companyWithAnalyst(ctx);
    const created = await apiCall(ctx.app, 'POST', '/api/watches', admin.token, {
      name: 'Zonage',
      terms: 'zonage',
      company_wide: true,
      scope: { languages: ['fr'] },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().scope.languages).toEqual(['fr']);
    const id = created.json().id as string;
    const patch = (token: string | undefined, body: unknown) =>
      apiCall(ctx.app, 'PATCH', `/api/watches/${id}`, token, body);
    expect((await patch(undefined, { scope: { languages: ['en'] } })).statusCode).toBe(401);
    expect((await patch(analyst.token, { scope: { languages: ['en'] } })).statusCode).toBe(403);
    expect((await patch(other.admin.token, { scope: { languages: ['en'] } })).statusCode).toBe(404);
    // Unchanged by the refused requests.
    expect((await apiCall(ctx.app, 'GET', `/api/watches/${id}`, admin.token)).json().scope.languages).toEqual(['fr']);
    // A personal watch's languages default to English.
    const own = await apiCall(ctx.app, 'POST', '/api/watches', analyst.token, { name: 'Mine', terms: 'heritage' });
    expect(own.json().scope.languages).toEqual(['en']);
  });

  it('refuses hostile language lists with a detail, never a 500, and writes nothing', async () => {
    const { admin } = await companyWithAnalyst(ctx);
    const hostile: unknown[] = [
      ['fr', 'en', 'fr'],
      ['x'.repeat(10_000)],
      ["fr'); drop table watches; --"],
      [null],
      [1],
      { 0: 'fr' },
      'en,fr',
      [],
    ];
    for (const languages of hostile) {
      const res = await apiCall(ctx.app, 'POST', '/api/watches', admin.token, {
        name: 'H',
        terms: 'zoning',
        scope: { languages },
      });
      expect([JSON.stringify(languages).slice(0, 40), res.statusCode]).toEqual([
        JSON.stringify(languages).slice(0, 40),
        400,
      ]);
      expect(typeof res.json().detail).toBe('string');
    }
    expect((await apiCall(ctx.app, 'GET', '/api/watches', admin.token)).json()).toEqual([]);
    // French common words alone find nothing in French, though English would read "de la" as words.
    const stop = await apiCall(ctx.app, 'POST', '/api/watches', admin.token, {
      name: 'H',
      terms: 'de la',
      scope: { languages: ['fr'] },
    });
    expect(stop.statusCode).toBe(400);
    expect(stop.json().detail).toMatch(/^Terms find nothing/);
  });
});
