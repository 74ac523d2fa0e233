import type { AiConfig } from '../config/ai.js';
import { createLocalProvider } from './local.js';
import { createOpenAiProvider } from './openai.js';
import type { AiProvider } from './types.js';

/**
 * The AI provider used by analysis, property summaries and alert chat. AI_PROVIDER=local (default, offline) or
 * openai (AI_BASE_URL, AI_API_KEY, AI_MODEL). A config built without `ai` (older tests) means local.
 */
export function createAiProvider(config: AiConfig | undefined): AiProvider {
  return config?.provider === 'openai' ? createOpenAiProvider(config) : createLocalProvider();
}
