import type { AuthResponse, User } from '../types';

export const testUser: User = {
  id: 'u-1',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  role: 'admin',
  company_id: 'c-1',
  company_name: 'Analytical Holdings',
  company: { id: 'c-1', name: 'Analytical Holdings' },
  two_factor_enabled: false,
  last_login: null,
  language: 'en-CA',
};

export function authAnswer(overrides: Partial<AuthResponse> = {}): AuthResponse {
  return { access_token: 'token-123', token_type: 'bearer', user: testUser, ...overrides };
}
