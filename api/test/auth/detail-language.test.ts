import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRENCH_DETAILS } from '../../src/i18n/french-details.js';
import { localizeDetail, requestLanguage } from '../../src/i18n/language.js';
import { createTestContext, registerUser, type TestContext } from '../helpers/helpers.js';

/* The server's sentences in the request's language (docs/i18n.md "The server's sentences"). */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('requestLanguage', () => {
  it.each([
    ['fr-CA', 'fr-CA'],
    ['fr', 'fr-CA'],
    ['fr-FR,fr;q=0.9,en;q=0.8', 'fr-CA'],
    ['en-CA,fr;q=0.9', 'en-CA'],
    ['fr;q=0.1, en', 'en-CA'],
    ['de-DE, fr;q=0.5', 'en-CA'],
    ['', 'en-CA'],
    [undefined, 'en-CA'],
    ['fr;q=abc', 'en-CA'],
    ['frisian', 'en-CA'],
    [`${'xx;q=0.1,'.repeat(5000)}fr`, 'en-CA'],
  ])('%j is %s', (header, language) => {
    expect(requestLanguage(header)).toBe(language);
  });
});

describe('the French of the sentences', () => {
  it('covers only sentences the API says, never the one a client compares', () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
      });
    const code = sources(fileURLToPath(new URL('../../src', import.meta.url)))
      .filter((file) => !file.endsWith('french-details.ts'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unknown = Object.keys(FRENCH_DETAILS).filter((sentence) => !code.includes(`'${sentence}'`));
    expect(unknown).toEqual([]);
    expect(FRENCH_DETAILS).not.toHaveProperty(['2FA required']);
    expect(localizeDetail('2FA required', 'fr-CA')).toBe('2FA required');
  });

  it('answers a French client in French and everyone else in English', async () => {
    const account = await registerUser(ctx.app);
    const login = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/custom-auth/login',
        headers,
        payload: { email: account.email, password: 'not-the-password' },
      });
    expect((await login({ 'accept-language': 'fr-CA,fr;q=0.9' })).json()).toEqual({
      detail: 'Courriel ou mot de passe invalide',
    });
    expect((await login({})).json()).toEqual({ detail: 'Invalid email or password' });
    expect((await login({ 'accept-language': 'en-CA' })).json()).toEqual({ detail: 'Invalid email or password' });

    const missing = await ctx.app.inject({ method: 'GET', url: '/api/nowhere', headers: { 'accept-language': 'fr' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Introuvable' });
    // A sentence the catalogue does not have yet stays English (here a schema's sentence).
    const tooLong = await ctx.app.inject({
      method: 'POST',
      url: '/api/custom-auth/login',
      headers: { 'accept-language': 'fr' },
      payload: { email: 'x'.repeat(300), password: 'x' },
    });
    expect(tooLong.json()).toEqual({ detail: 'Email must be at most 254 characters' });
  });
});
