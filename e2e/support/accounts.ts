import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { linkFromOutbox } from './outbox.js';

export interface Account {
  email: string;
  password: string;
  firstName: string;
  token: string;
}

export const uniqueEmail = (label: string) => `${label}.${randomUUID().slice(0, 8)}@example.com`;

/** Registers a company and its admin through the real API (no 2FA). */
export async function registerViaApi(request: APIRequestContext, baseURL: string, label = 'user'): Promise<Account> {
  const account = { email: uniqueEmail(label), password: 'Granite-Harbour-2026', firstName: 'Morgan' };
  const response = await request.post(`${baseURL}/api/custom-auth/register`, {
    data: {
      email: account.email,
      password: account.password,
      first_name: account.firstName,
      last_name: 'Reyes',
      company_name: `Company ${label}`,
      enroll_in_trial: true,
    },
  });
  if (!response.ok()) throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as { access_token: string };
  return { ...account, token: body.access_token };
}

/** Starts the page signed in with a token, as the shell stores it after a login. */
export async function useToken(page: Page, token: string) {
  await page.addInitScript((value) => window.localStorage.setItem('parcelwatch.token', value), token);
}

/** The demo account the e2e servers load with the demo data. */
export const DEMO_ACCOUNT = { email: 'demo@parcelwatch.example', password: 'Parcelwatch-Demo-2026' };

/** Signs the demo account in through the API; answers its access token. */
export async function demoToken(request: APIRequestContext, baseURL: string): Promise<string> {
  const response = await request.post(`${baseURL}/api/custom-auth/login`, { data: DEMO_ACCOUNT });
  expect(response.ok(), `sign-in of the demo account answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

/**
 * A teammate of the admin's company, through the real invitation: the admin invites, the mail's link is accepted.
 * With `language`, the teammate's stored language is set too. Answers the teammate's token, id and email.
 */
export async function teammateViaInvite(
  request: APIRequestContext,
  baseURL: string,
  dataDir: string,
  admin: Record<string, string>,
  who: { firstName: string; lastName: string; password: string; language?: 'en-CA' | 'fr-CA' },
): Promise<{ token: string; userId: string; email: string }> {
  const email = uniqueEmail(who.firstName.toLowerCase());
  const invited = await request.post(`${baseURL}/api/companies/users`, {
    headers: admin,
    data: { email, first_name: who.firstName, last_name: who.lastName },
  });
  expect(invited.status(), `the invitation answered ${invited.status()}`).toBe(201);
  const link = await linkFromOutbox(dataDir, email, '/auth/accept-invite');
  const accepted = await request.post(`${baseURL}/api/custom-auth/accept-invite`, {
    data: { token: new URL(link).searchParams.get('token'), password: who.password },
  });
  expect(accepted.ok(), `accept-invite answered ${accepted.status()}`).toBe(true);
  const body = (await accepted.json()) as { access_token: string; user: { id: string } };
  if (who.language) {
    const changed = await request.put(`${baseURL}/api/custom-auth/me/language`, {
      headers: { authorization: `Bearer ${body.access_token}` },
      data: { language: who.language },
    });
    expect(changed.ok(), `the language change answered ${changed.status()}`).toBe(true);
  }
  return { token: body.access_token, userId: body.user.id, email };
}
