import { createAccessTokens } from '../../src/auth/access-tokens.js';

// Verified tokens are kept (createAccessTokens): a kept one must still expire, and a kept one never vouches for
// another string.
const claims = { userId: 'u-1', sessionId: 's-1', companyId: 'c-1' };
const realNow = Date.now;
afterEach(() => {
  Date.now = realNow;
});

describe('access tokens', () => {
  it('verifies a token again from memory until its expiry, then refuses it', async () => {
    const tokens = createAccessTokens('x'.repeat(40));
    const expiresAt = new Date(Date.now() + 60_000);
    const token = await tokens.sign(claims, expiresAt);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    Date.now = () => Math.floor(expiresAt.getTime() / 1000) * 1000;
    expect(await tokens.verify(token)).toBeNull();
    Date.now = realNow;
    // Dropped once refused: verified again from scratch, and again valid (the clock is back).
    expect(await tokens.verify(token)).toEqual(claims);
  });

  it('refuses an altered token and one signed with another secret, even after verifying the real one', async () => {
    const tokens = createAccessTokens('x'.repeat(40));
    const token = await tokens.sign(claims, new Date(Date.now() + 60_000));
    expect(await tokens.verify(token)).toEqual(claims);
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), cid: 'c-2' }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
    expect(await tokens.verify(`${token}x`)).toBeNull();
    const other = await createAccessTokens('y'.repeat(40)).sign(claims, new Date(Date.now() + 60_000));
    expect(await tokens.verify(other)).toBeNull();
  });

  it('hands out a copy of the claims', async () => {
    const tokens = createAccessTokens('x'.repeat(40));
    const token = await tokens.sign(claims, new Date(Date.now() + 60_000));
    const first = (await tokens.verify(token))!;
    first.companyId = 'changed';
    expect(await tokens.verify(token)).toEqual(claims);
  });
});
