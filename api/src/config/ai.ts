/*
 * AI provider settings (part of the app Config as `ai`): AI_PROVIDER=local|openai, AI_BASE_URL, AI_API_KEY, AI_MODEL.
 */

import { type Env, fail, read } from './env.js';

/** AI_PROVIDER: local (offline, default) or openai (any OpenAI-compatible chat-completions endpoint). */
export interface AiConfig {
  provider: 'local' | 'openai';
  /** AI_BASE_URL (default https://api.openai.com/v1): the part before /chat/completions. */
  baseUrl: string;
  /** AI_API_KEY: required for openai. */
  apiKey: string | null;
  /** AI_MODEL (default gpt-4o-mini). */
  model: string;
  /** AI_TIMEOUT_MS (default 60000): a request that has not finished by then is aborted. */
  timeoutMs: number;
}

/** Reads and validates the AI settings; a half-configured openai provider stops the start. */
export function aiFromEnv(env: Env): AiConfig {
  const provider = (read(env, 'AI_PROVIDER') ?? 'local').toLowerCase();
  if (provider !== 'local' && provider !== 'openai') fail('AI_PROVIDER', `"${provider}" is not one of local, openai`);
  const rawBase = read(env, 'AI_BASE_URL') ?? 'https://api.openai.com/v1';
  let url: URL;
  try {
    url = new URL(rawBase);
  } catch {
    fail('AI_BASE_URL', 'is not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') fail('AI_BASE_URL', 'must start with http:// or https://');
  const apiKey = read(env, 'AI_API_KEY') ?? null;
  if (provider === 'openai' && !apiKey) fail('AI_API_KEY', 'must be set when AI_PROVIDER is openai');
  const rawTimeout = read(env, 'AI_TIMEOUT_MS') ?? '60000';
  if (!/^\d+$/.test(rawTimeout) || Number(rawTimeout) < 1000 || Number(rawTimeout) > 600_000) {
    fail('AI_TIMEOUT_MS', `"${rawTimeout}" is not a whole number of milliseconds between 1000 and 600000`);
  }
  return {
    provider,
    baseUrl: rawBase.replace(/\/+$/, ''),
    apiKey,
    model: read(env, 'AI_MODEL') ?? 'gpt-4o-mini',
    timeoutMs: Number(rawTimeout),
  };
}
