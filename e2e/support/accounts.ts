import type { APIRequestContext, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

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
