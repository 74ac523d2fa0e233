import { bearer, createTestContext, registerUser, type TestContext } from '../helpers/helpers.js';

/* The user's language (docs/i18n.md): stored on the user, changed only by that user, validated. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const me = async (token: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/custom-auth/me', headers: bearer(token) })).json();
const setLanguage = (token: string, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/custom-auth/me/language',
    headers: bearer(token),
    payload: payload as object,
  });

describe('PUT /api/custom-auth/me/language', () => {
  it('is en-CA for a new user, becomes fr-CA and back, and changes nobody else', async () => {
    const a = await registerUser(ctx.app);
    const b = await registerUser(ctx.app);
    expect((await me(a.token)).language).toBe('en-CA');

    const french = await setLanguage(a.token, { language: 'fr-CA' });
    expect(french.statusCode).toBe(200);
    expect(french.json()).toMatchObject({ language: 'fr-CA', email: (await me(a.token)).email });
    expect((await me(a.token)).language).toBe('fr-CA');
    expect((await me(b.token)).language).toBe('en-CA');

    const english = await setLanguage(a.token, { language: 'en-CA' });
    expect(english.json().language).toBe('en-CA');
    expect((await me(a.token)).language).toBe('en-CA');
  });

  const INVALID = 'Language must be en-CA or fr-CA';
  it.each([
    [{}, INVALID],
    [{ language: 'fr' }, INVALID],
    [{ language: 'de-DE' }, INVALID],
    [{ language: 'FR-CA' }, INVALID],
    [{ language: 7 }, 'Language must be a string'],
    [{ language: 'x'.repeat(17) }, 'Language must be at most 16 characters'],
  ])('refuses %j with a clear 400 and changes nothing', async (payload, detail) => {
    const a = await registerUser(ctx.app);
    await setLanguage(a.token, { language: 'fr-CA' });
    const res = await setLanguage(a.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail });
    expect((await me(a.token)).language).toBe('fr-CA');
  });

  it('is the language chosen at sign-up, and a sign-up with another language is refused', async () => {
    const register = (language: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/custom-auth/register',
        payload: {
          email: `lang.${Math.random().toString(36).slice(2)}@example.com`,
          password: 'Rideau-Canal-2026-Ete',
          first_name: 'Amélie',
          company_name: 'Immeubles Laurier',
          language,
        },
      });
    const french = await register('fr-CA');
    expect(french.statusCode).toBe(201);
    expect(french.json().user.language).toBe('fr-CA');
    expect((await me(french.json().access_token)).language).toBe('fr-CA');
    const refused = await register('es-MX');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: 'Language must be en-CA or fr-CA' });
  });

  it('needs a signed-in user', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/custom-auth/me/language',
      payload: { language: 'fr-CA' },
    });
    expect(res.statusCode).toBe(401);
  });
});
