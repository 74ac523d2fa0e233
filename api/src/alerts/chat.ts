import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ChatTurn } from '../ai/types.js';
import { alertChatMessages, alertChatThreads, type Citation } from '../db/schema/index.js';
import { alertPassages } from './passages.js';

/** Turns of the thread the provider sees (the most recent ones). */
const HISTORY_TURNS = 20;

export type ChatEvent =
  | { type: 'thread_id'; thread_id: string }
  | { type: 'token'; content: string }
  | { type: 'done'; thread_id: string; message_id: number; citations: Citation[] }
  | { type: 'error'; message: string }
  /** The server is stopping: the answer was not finished nor stored; the client may send the question again. */
  | { type: 'interrupted'; detail: string };

const stoppedWhy = (interrupted: boolean) =>
  interrupted ? 'chat interrupted: the server is stopping' : 'chat client disconnected: generation stopped';

export async function findThread(app: FastifyInstance, companyId: string, alertId: number, threadId: string) {
  const [row] = await app.db
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

/**
 * Answers one chat message as a server-sent event stream: `data: {json}` lines of type thread_id,
 * token (appended to the reply), done, error, or interrupted (the server is stopping). The user's message is stored
 * before generation; the answer (with its citations) once it is complete. A client that disconnects aborts the
 * provider's generation and nothing more is stored. A question sent again after an unanswered one (a retry after an
 * interruption or an error: the thread's last message is the same question, with no answer after it) is not stored
 * twice.
 */
export async function streamChat(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { companyId: string; userId: string; alertId: number; message: string; threadId: string | null },
): Promise<void> {
  const { companyId, userId, alertId, message } = input;

  // Thread and user message first, in one transaction: a failure here still answers JSON (not hijacked yet).
  const { threadId, history } = await app.db.transaction(async (tx) => {
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

  const { passages, context, facts } = await alertPassages(app.db, companyId, alertId);

  const controller = new AbortController();
  const raw = reply.raw;
  const onClose = () => {
    if (!raw.writableEnded) controller.abort();
  };
  raw.on('close', onClose);

  reply.hijack();
  raw.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
    'x-request-id': String(request.id),
  });
  const send = (event: ChatEvent) => {
    if (!raw.destroyed && !raw.writableEnded) raw.write(`data: ${JSON.stringify(event)}\n\n`);
  };

  // A stopping server (SIGTERM) ends the stream with `interrupted`: the answer so far is not stored.
  let interrupted = false;
  const untrack = app.drain.track((detail) => {
    interrupted = true;
    send({ type: 'interrupted', detail });
    controller.abort();
    raw.end();
  });

  send({ type: 'thread_id', thread_id: threadId });
  let answer = '';
  let citations: Citation[] = [];
  try {
    for await (const chunk of app.ai.streamAnswer({
      question: message,
      history,
      passages,
      context,
      ...(facts ? { facts } : {}),
      signal: controller.signal,
    })) {
      if (controller.signal.aborted) break;
      if (chunk.type === 'token') {
        answer += chunk.content;
        send({ type: 'token', content: chunk.content });
      } else if (chunk.type === 'citations') {
        citations = chunk.citations;
      }
    }
    if (controller.signal.aborted) {
      request.log.info({ alertId, threadId }, stoppedWhy(interrupted));
      return;
    }
    const [saved] = await app.db
      .insert(alertChatMessages)
      .values({ threadId, companyId, role: 'assistant', content: answer, citations })
      .returning({ id: alertChatMessages.id });
    send({ type: 'done', thread_id: threadId, message_id: saved!.id, citations });
  } catch (error) {
    if (controller.signal.aborted) {
      request.log.info({ alertId, threadId }, stoppedWhy(interrupted));
      return;
    }
    request.log.error({ err: error, alertId }, 'chat generation failed');
    send({ type: 'error', message: 'The assistant could not answer. Please try again.' });
  } finally {
    untrack();
    raw.off('close', onClose);
    if (!raw.writableEnded) raw.end();
  }
}
