import type { Citation } from '../db/schema/index.js';
import { answerWords, type AnswerWords } from './answer-words.js';
import { directAnswer } from './direct-answer.js';
import { questionKind } from './question-kind.js';
import { bm25Scores, sentences, tokenize } from './text.js';
import type { AiProvider, AnswerChunk, AnswerRequest, Passage, SummaryRequest, SummaryResult } from './types.js';

/*
 * The local provider (the embedded default): offline and deterministic. An answer leads with a direct answer to the
 * kind of question asked (what is proposed, how it affects the property, when it is decided, how to take part, what
 * came before, what a policy changes), written from the alert's facts (direct-answer.ts); then it quotes the
 * sentences of the alert's passages that BM25 ranks best for the question (with the earlier user turns as extra
 * context), each followed by its citation number, and it is streamed word by word. A summary is extractive: the sentences closest to
 * the text's centroid of terms, in their original order, with citations.
 */

interface Sentence {
  text: string;
  passage: Passage;
  passageIndex: number;
  order: number;
  tokens: string[];
}

/** Sentences quoted in an answer. */
const ANSWER_SENTENCES = 3;
const MAX_SENTENCE_CHARS = 400;

function splitPassages(passages: Passage[]): Sentence[] {
  const out: Sentence[] = [];
  passages.forEach((passage, passageIndex) => {
    for (const piece of sentences(passage.text)) {
      const text =
        piece.text.length > MAX_SENTENCE_CHARS ? `${piece.text.slice(0, MAX_SENTENCE_CHARS).trimEnd()}…` : piece.text;
      const tokens = tokenize(piece.text);
      if (tokens.length === 0) continue;
      out.push({ text, passage, passageIndex, order: out.length, tokens });
    }
  });
  return out;
}

function citationOf(sentence: Sentence): Citation {
  const { passage } = sentence;
  return {
    ...(passage.documentId !== undefined ? { documentId: passage.documentId } : {}),
    ...(passage.agendaItemId !== undefined ? { agendaItemId: passage.agendaItemId } : {}),
    ...(passage.page !== undefined ? { page: passage.page } : {}),
    ...(passage.url ? { url: passage.url } : {}),
    title: passage.title,
    quote: sentence.text,
  };
}

/** Numbers the cited passages in order of first use; returns the text with [n] markers and the citations. */
function withCitations(chosen: Sentence[]): { lines: string[]; citations: Citation[] } {
  const numbers = new Map<number, number>();
  const citations: Citation[] = [];
  const lines = chosen.map((sentence) => {
    let n = numbers.get(sentence.passageIndex);
    if (n === undefined) {
      n = citations.length + 1;
      numbers.set(sentence.passageIndex, n);
      citations.push(citationOf(sentence));
    }
    return `${sentence.text} [${n}]`;
  });
  return { lines, citations };
}

function sourcesLine(citations: Citation[], words: AnswerWords): string {
  return citations.map((c, i) => `[${i + 1}] ${c.title}${c.page ? `, ${words.page(c.page)}` : ''}`).join('; ');
}

const DATE_PATTERN =
  /\b(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:,\s*\d{4})?|\d{4}-\d{2}-\d{2})\b/i;

/** A lead-in chosen by the kind of question (rules), so the answer reads as an answer; in French, one lead-in. */
function leadIn(question: string, chosen: Sentence[], words: AnswerWords): string {
  if (words !== answerWords('en-CA')) return words.fromAlertDocuments;
  const q = question.toLowerCase();
  if (isWhenQuestion(q)) {
    const dated = chosen.find((s) => DATE_PATTERN.test(s.text));
    const date = dated?.text.match(DATE_PATTERN)?.[0];
    return date
      ? `The documents give this date: ${date}.`
      : 'The documents do not state a date for that directly; the closest passages are:';
  }
  if (/\b(where|address|location|located|near)\b/.test(q)) return 'On the location, the documents say:';
  if (/\b(what should|should i|should we|do next|action|respond|comment|object)\b/.test(q)) {
    return 'The documents do not give advice, but these passages tell you what is decided and by when, which is what a response depends on:';
  }
  if (/\b(summar|about|overview|explain|what is this|what's this)\b/.test(q))
    return "In short, from the alert's documents:";
  return "From the alert's documents:";
}

async function* streamText(text: string, signal: AbortSignal): AsyncGenerator<AnswerChunk> {
  // Word by word, yielding to the event loop so a disconnect is seen between tokens.
  for (const token of text.match(/\S+\s*/g) ?? []) {
    if (signal.aborted) return;
    yield { type: 'token', content: token };
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** A question about a date ("when", "deadline"...). */
const isWhenQuestion = (question: string) => /\b(when|date|deadline|until|by what)\b/i.test(question);
/** An answer quotes only sentences at least this share as relevant as the best one (less is noise). */
const RELEVANCE_FLOOR = 0.5;

export function rankForQuestion(request: Pick<AnswerRequest, 'question' | 'history' | 'passages'>): Sentence[] {
  const all = splitPassages(request.passages);
  // A "when" question is about dates even when it shares no word with the text ("when is the decision expected?").
  const dateBonus = isWhenQuestion(request.question) ? 1 : 0;
  const earlier = request.history
    .filter((turn) => turn.role === 'user')
    .slice(-2)
    .map((turn) => turn.content);
  const query = tokenize(request.question);
  const context = tokenize(earlier.join(' '));
  // The question counts fully, earlier questions half (they only disambiguate "it", "that", ...).
  const scores = bm25Scores(all, query);
  const contextScores = context.length ? bm25Scores(all, context) : all.map(() => 0);
  const ranked = all
    .map((sentence, i) => ({
      sentence,
      score:
        (scores[i]! + 0.5 * contextScores[i]! + (dateBonus && DATE_PATTERN.test(sentence.text) ? dateBonus : 0)) *
        (sentence.passage.weight ?? 1),
    }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.sentence.order - b.sentence.order);
  const floor = (ranked[0]?.score ?? 0) * RELEVANCE_FLOOR;
  return ranked.filter((entry) => entry.score >= floor).map((entry) => entry.sentence);
}

export function createLocalProvider(): AiProvider {
  return {
    name: 'local',

    async *streamAnswer(request: AnswerRequest): AsyncGenerator<AnswerChunk> {
      const words = answerWords(request.language);
      const ranked = rankForQuestion(request);
      // A question of only stop words ("what is this about?") gets the summary of what the alert holds.
      const generic =
        tokenize(request.question).length === 0 || /\b(summar|about|overview|explain)\b/i.test(request.question);
      const direct = request.facts
        ? directAnswer(questionKind(request.question, request.language), request.facts, words)
        : null;
      let chosen = distinct(ranked).slice(0, ANSWER_SENTENCES);
      if (chosen.length === 0 && (generic || direct))
        chosen = summarySentences(splitPassages(request.passages), ANSWER_SENTENCES);
      if (direct) {
        chosen.sort((a, b) => a.order - b.order);
        const { lines, citations } = withCitations(chosen);
        const quotes = lines.length
          ? `\n\n${words.fromDocuments}\n\n${lines.map((line) => `- ${line}`).join('\n')}\n\n${words.sources} ${sourcesLine(citations, words)}`
          : '';
        yield* streamText(`${direct}${quotes}`, request.signal);
        if (!request.signal.aborted) yield { type: 'citations', citations };
        return;
      }
      if (chosen.length === 0) {
        yield* streamText(
          request.passages.length ? words.notFound : `${words.notFound} ${words.noText}`,
          request.signal,
        );
        yield { type: 'citations', citations: [] };
        return;
      }
      chosen.sort((a, b) => a.order - b.order);
      const { lines, citations } = withCitations(chosen);
      const text = `${leadIn(request.question, chosen, words)}\n\n${lines.map((line) => `- ${line}`).join('\n')}\n\n${words.sources} ${sourcesLine(citations, words)}`;
      yield* streamText(text, request.signal);
      if (!request.signal.aborted) yield { type: 'citations', citations };
    },

    async summarize(request: SummaryRequest): Promise<SummaryResult> {
      const all = splitPassages(request.passages);
      const chosen = summarySentences(all, request.maxSentences ?? 5);
      if (chosen.length === 0) return { summary: '', citations: [] };
      const { lines, citations } = withCitations(chosen);
      return { summary: lines.join(' '), citations };
    },
  };
}

/**
 * Each sentence once, in the order given: an agenda item and its report often state the same sentence, which an
 * answer would otherwise quote twice.
 */
function distinct(ranked: Sentence[]): Sentence[] {
  const seen = new Set<string>();
  return ranked.filter((sentence) => {
    const key = sentence.tokens.join(' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The sentences closest to the centroid of the text's terms (with a small bonus for coming early), in order. */
function summarySentences(all: Sentence[], count: number): Sentence[] {
  if (all.length === 0) return [];
  const frequency = new Map<string, number>();
  for (const sentence of all)
    for (const token of new Set(sentence.tokens)) frequency.set(token, (frequency.get(token) ?? 0) + 1);
  const scored = all.map((sentence, i) => {
    const unique = new Set(sentence.tokens);
    let weight = 0;
    for (const token of unique) weight += frequency.get(token)! > 1 ? Math.log(1 + frequency.get(token)!) : 0;
    const lengthPenalty = Math.sqrt(Math.max(unique.size, 4));
    const positionBonus = 1 + 0.5 / (1 + i / 5);
    return { sentence, score: (weight / lengthPenalty) * positionBonus };
  });
  const ranked = scored.sort((a, b) => b.score - a.score || a.sentence.order - b.sentence.order);
  const picked = distinct(ranked.map((entry) => entry.sentence)).slice(0, count);
  return picked.sort((a, b) => a.order - b.order);
}
