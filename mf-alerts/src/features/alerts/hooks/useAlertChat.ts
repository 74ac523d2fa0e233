import { useCallback, useEffect, useRef, useState } from 'react';
import { selectToken, useAppSelector } from 'shared-auth';
import { ChatConnectionLost, ChatError, CHAT_MESSAGES, sendChatMessage, type ChatCitation } from '../api/chatStream';

export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  /** An answer's sources, by number, once it is complete. */
  citations?: ChatCitation[];
}

export type ChatStatus = 'idle' | 'sending' | 'streaming';

let counter = 0;
const nextId = () => `m${++counter}`;

/**
 * The chat of one alert: sending (typing indicator), streaming the reply token by token, then done or
 * error. On error the pending assistant message is removed and the error is shown. The thread_id is kept.
 * When the connection is lost (the server restarted, or the stream dropped before its end), `retry` sends the same
 * question again without adding it to the conversation a second time (the server does not store it twice either).
 */
export function useAlertChat(alertId: number) {
  const token = useAppSelector(selectToken);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [status, setStatus] = useState<ChatStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  /** The question whose answer was cut off, while Retry is offered. */
  const [unanswered, setUnanswered] = useState<string | null>(null);
  const threadId = useRef<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  // Leaving the chat stops the answer (the server stops generating).
  useEffect(() => () => abort.current?.abort(), []);

  const ask = useCallback(
    async (message: string) => {
      const assistantId = nextId();
      setError(null);
      setUnanswered(null);
      setStatus('sending');
      const controller = new AbortController();
      abort.current = controller;
      try {
        await sendChatMessage({
          alertId,
          message,
          threadId: threadId.current,
          token,
          signal: controller.signal,
          onEvent: (event) => {
            if (event.type === 'thread_id') threadId.current = event.thread_id;
            else if (event.type === 'done' && event.citations?.length) {
              const citations = event.citations;
              setMessages((list) => list.map((m) => (m.id === assistantId ? { ...m, citations } : m)));
            } else if (event.type === 'token') {
              setStatus('streaming');
              setMessages((list) => {
                const last = list[list.length - 1];
                if (last?.id === assistantId)
                  return [...list.slice(0, -1), { ...last, content: last.content + event.content }];
                return [...list, { id: assistantId, role: 'assistant', content: event.content }];
              });
            }
          },
        });
      } catch (caught) {
        if (controller.signal.aborted) return;
        setMessages((list) => list.filter((m) => m.id !== assistantId));
        setError(caught instanceof ChatError ? caught.message : CHAT_MESSAGES.generic);
        if (caught instanceof ChatConnectionLost) setUnanswered(message);
      } finally {
        if (!controller.signal.aborted) setStatus('idle');
      }
    },
    [alertId, token],
  );

  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (!message || status !== 'idle') return;
      setMessages((list) => [...list, { id: nextId(), role: 'user', content: message }]);
      await ask(message);
    },
    [ask, status],
  );

  const retry = useCallback(async () => {
    if (!unanswered || status !== 'idle') return;
    await ask(unanswered);
  }, [ask, status, unanswered]);

  return { messages, status, error, send, retry, canRetry: unanswered !== null, threadId: threadId.current };
}
