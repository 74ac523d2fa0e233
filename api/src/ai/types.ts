import type { Citation, MatchRule } from '../db/schema/index.js';
import type { DetailLanguage } from '../i18n/language.js';

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

/** Why one of the alert's items matched, as the matcher recorded it. */
export interface ItemFact {
  title: string;
  /** The strongest rule that matched the item to the property. */
  rule: MatchRule | null;
  /** The words that matched (an address, an application number), as they stand in the source. */
  matchedText?: string;
  distanceMeters?: number;
}

/**
 * What is known about an alert apart from its documents' text: what it concerns, why it matched, when its
 * meeting is and what came before. An answer leads with these, then quotes the documents.
 */
export interface AlertFacts {
  title: string;
  property?: { name: string; address: string | null };
  watch?: { name: string; terms: string[] };
  items: ItemFact[];
  meeting?: { title: string; municipality: string | null; startsAt: string };
  /** A provincial proposal's or a decision's registry ('the Environmental Registry of Ontario'). */
  registry?: { from: string; title: string };
  /** Earlier steps of the same file (earlier meetings of the same application, follow steps), oldest first. */
  history: { date: string; text: string }[];
  /** The time of the question (ISO): whether the meeting is past or to come. */
  now: string;
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
  /** The alert's facts (an alert's chat always has them; a bare request may not). */
  facts?: AlertFacts;
  /** Aborted when the client disconnects: generation stops. */
  signal: AbortSignal;
  /** When the question was asked (ms since the epoch): a provider's time limit counts from it, not from its call. */
  askedAt?: number;
  /** The language the answer is written in (the asker's); English when absent. */
  language?: DetailLanguage;
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
