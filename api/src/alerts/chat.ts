import { and, asc, eq } from 'drizzle-orm';
import type { AiProvider, AlertFacts, ChatTurn, Passage } from '../ai/types.js';
import type { Db, DbOrTx } from '../db/client.js';
import type { DetailLanguage } from '../i18n/language.js';
import { alertChatMessages, alertChatThreads, type Citation } from '../db/schema/index.js';
import { alertPassages } from './passages.js';

/*
 * Ask AI about an alert: a thread per alert and user, its messages, and the answer generated from the alert's
 * passages. How the answer travels (a server-sent event stream) is the HTTP layer's (routes/api/alerts/chat-stream.ts).
 */

/** The events of the answer's stream, as the client reads them. */
export type ChatEvent =
  | { type: 'thread_id'; thread_id: string }
  | { type: 'token'; content: string }
  | { type: 'done'; thread_id: string; message_id: number; citations: Citation[] }
  | { type: 'error'; message: string }
  /** The server is stopping: the answer was not finished nor stored; the client may send the question again. */
  | { type: 'interrupted'; detail: string };

/** Turns of the thread the provider sees (the most recent ones). */
const HISTORY_TURNS = 20;

export async function findThread(db: DbOrTx, companyId: string, alertId: number, threadId: string) {
  const [row] = await db
    .select({ id: alertChatThreads.id })
    .from(alertChatThreads)
    .where(
      and(
        eq(alertChatThreads.id, threadId),
        eq(alertChatThreads.companyId, companyId),
        eq(alertChatThreads.alertId, alertId),
      ),
    );
  return row ?? null;
}

export interface ChatInput {
  companyId: string;
  userId: string;
  alertId: number;
  message: string;
  threadId: string | null;
  /** The asker's language: the answer is written in it, and a bilingual item is quoted in it. */
  language?: DetailLanguage;
}

/** A question ready to be answered: its thread, the earlier turns and the alert's passages. */
export interface ChatTurnContext {
  input: ChatInput;
  threadId: string;
  history: ChatTurn[];
  passages: Passage[];
  context: string;
  /** The alert's facts an answer leads with (passages.ts). */
  facts?: AlertFacts;
  /** When the question arrived (ms since the epoch): the AI's time limit counts from it. */
  askedAt: number;
}

/**
 * Stores the user's question (and a new thread when there is none yet) in one transaction, and reads the alert's
 * passages. A question sent again after an unanswered one (a retry after an interruption or an error: the thread's
 * last message is the same question, with no answer after it) is not stored twice.
 */
export async function startChatTurn(db: Db, input: ChatInput): Promise<ChatTurnContext> {
  const askedAt = Date.now();
  const { companyId, userId, alertId, message } = input;
  const { threadId, history } = await db.transaction(async (tx) => {
    let id = input.threadId;
    let earlier: ChatTurn[] = [];
    if (id) {
      const rows = await tx
        .select({ role: alertChatMessages.role, content: alertChatMessages.content })
        .from(alertChatMessages)
        .where(and(eq(alertChatMessages.threadId, id), eq(alertChatMessages.companyId, companyId)))
        .orderBy(asc(alertChatMessages.id));
      const last = rows[rows.length - 1];
      if (last?.role === 'user' && last.content === message) {
        // A retry of the unanswered question: it is already stored, and is the question, not history.
        return { threadId: id, history: rows.slice(0, -1).slice(-HISTORY_TURNS) };
      }
      earlier = rows.slice(-HISTORY_TURNS);
    } else {
      const [thread] = await tx
        .insert(alertChatThreads)
        .values({ alertId, companyId, userId })
        .returning({ id: alertChatThreads.id });
      id = thread!.id;
    }
    await tx.insert(alertChatMessages).values({ threadId: id, companyId, role: 'user', content: message });
    return { threadId: id, history: earlier };
  });
  const { passages, context, facts } = await alertPassages(db, companyId, alertId, new Date(), input.language);
  return { input, threadId, history, passages, context, facts, askedAt };
}

/**
 * Generates the answer with the AI provider, handing each token to `onToken`, and stores it (with its citations)
 * once it is complete. Null when `signal` aborted the generation: nothing more is stored. A provider failure throws.
 */
export async function answerChatTurn(
  deps: { db: Db; ai: Pick<AiProvider, 'streamAnswer'> },
  turn: ChatTurnContext,
  onToken: (content: string) => void,
  signal: AbortSignal,
): Promise<{ messageId: number; citations: Citation[] } | null> {
  let answer = '';
  let citations: Citation[] = [];
  for await (const chunk of deps.ai.streamAnswer({
    question: turn.input.message,
    history: turn.history,
    passages: turn.passages,
    context: turn.context,
    ...(turn.facts ? { facts: turn.facts } : {}),
    signal,
    askedAt: turn.askedAt,
    ...(turn.input.language ? { language: turn.input.language } : {}),
  })) {
    if (signal.aborted) break;
    if (chunk.type === 'token') {
      answer += chunk.content;
      onToken(chunk.content);
    } else if (chunk.type === 'citations') {
      citations = chunk.citations;
    }
  }
  if (signal.aborted) return null;
  const [saved] = await deps.db
    .insert(alertChatMessages)
    .values({ threadId: turn.threadId, companyId: turn.input.companyId, role: 'assistant', content: answer, citations })
    .returning({ id: alertChatMessages.id });
  return { messageId: saved!.id, citations };
}
