import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerChatTurn, startChatTurn, type ChatEvent, type ChatInput } from '../../../alerts/chat.js';

const CHAT_FAILED = 'The assistant could not answer. Please try again.';

const stoppedWhy = (interrupted: boolean) =>
  interrupted ? 'chat interrupted: the server is stopping' : 'chat client disconnected: generation stopped';

/**
 * Answers one chat message as a server-sent event stream: `data: {json}` lines of type thread_id,
 * token (appended to the reply), done, error, or interrupted (the server is stopping). The user's message is stored
 * before generation (alerts/chat.ts); the answer (with its citations) once it is complete. A client that
 * disconnects aborts the provider's generation and nothing more is stored.
 */
export async function streamChat(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  input: ChatInput,
): Promise<void> {
  const { alertId } = input;
  // AI_TIMEOUT_MS bounds the whole answer, counted from the question (storing it and gathering the alert's passages
  // included), not only the provider's part: the user gets the error event within it.
  const deadline = AbortSignal.timeout(app.config.ai.timeoutMs);
  // Thread and user message first, in one transaction: a failure here still answers JSON (not hijacked yet).
  const turn = await startChatTurn(app.db, input);
  const { threadId } = turn;

  const controller = new AbortController();
  const timedOut = () => deadline.aborted && !controller.signal.aborted;
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
  try {
    const saved = await answerChatTurn(
      app,
      turn,
      (content) => send({ type: 'token', content }),
      AbortSignal.any([controller.signal, deadline]),
    );
    if (!saved) {
      if (timedOut()) {
        request.log.warn({ alertId, threadId }, 'chat generation timed out (AI_TIMEOUT_MS)');
        send({ type: 'error', message: CHAT_FAILED });
        return;
      }
      request.log.info({ alertId, threadId }, stoppedWhy(interrupted));
      return;
    }
    send({ type: 'done', thread_id: threadId, message_id: saved.messageId, citations: saved.citations });
  } catch (error) {
    if (controller.signal.aborted && !timedOut()) {
      request.log.info({ alertId, threadId }, stoppedWhy(interrupted));
      return;
    }
    request.log.error({ err: error, alertId }, 'chat generation failed');
    send({ type: 'error', message: CHAT_FAILED });
  } finally {
    untrack();
    raw.off('close', onClose);
    if (!raw.writableEnded) raw.end();
  }
}
