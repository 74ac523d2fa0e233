import type { Citation } from '../db/schema/index.js';

/*
 * The one interface behind which every AI use sits: analysis text, property summaries and alert chat.
 * `local` (default): offline and deterministic (retrieval over passages, rules, extractive summaries with
 * citations, streamed). `openai`: any OpenAI-compatible chat-completions endpoint, streamed.
 */

/** A piece of source text the AI may use and cite. */
export interface Passage {
  /** Stable within one request ('doc:12:p3:0', 'item:45'). */
  id: string;
  title: string;
  text: string;
  documentId?: number;
  agendaItemId?: number;
  page?: number;
  url?: string;
  /**
   * How much the passage counts when passages are ranked for a question: 1 (the default) for what the alert is
   * about, less for background (the meeting's documents on other items).
   */
  weight?: number;
}

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface AnswerRequest {
  question: string;
  /** Earlier turns of the thread, oldest first. */
  history: ChatTurn[];
  /** What the answer must be grounded in (an alert's items and documents). */
  passages: Passage[];
  /** A short statement of what the conversation is about (the alert, its property). */
  context: string;
  /** Aborted when the client disconnects: generation stops. */
  signal: AbortSignal;
}

/** Streamed pieces of an answer: text tokens, then (once) the citations used. */
export type AnswerChunk = { type: 'token'; content: string } | { type: 'citations'; citations: Citation[] };

export interface SummaryRequest {
  title: string;
  passages: Passage[];
  /** Upper bound of sentences of an extractive summary. */
  maxSentences?: number;
  signal?: AbortSignal;
}

export interface SummaryResult {
  summary: string;
  citations: Citation[];
}

export interface AiProvider {
  readonly name: 'local' | 'openai';
  streamAnswer(request: AnswerRequest): AsyncIterable<AnswerChunk>;
  summarize(request: SummaryRequest): Promise<SummaryResult>;
}
