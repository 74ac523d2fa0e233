import { useCallback, useEffect, useRef, useState } from 'react';
import { selectToken, useAppSelector } from 'shared-auth';
import { ChatError, CHAT_MESSAGES, sendChatMessage } from '../api/chatStream';

export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
}

export type ChatStatus = 'idle' | 'sending' | 'streaming';

let counter = 0;
const nextId = () => `m${++counter}`;

/**
 * The chat of one alert: sending (typing indicator), streaming the reply token by token, then done or
 * error. On error the pending assistant message is removed and the error is shown. The thread_id is kept.
 */
export function useAlertChat(alertId: number) {
  const token = useAppSelector(selectToken);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [status, setStatus] = useState<ChatStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const threadId = useRef<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  // Leaving the chat stops the answer (the server stops generating).
  useEffect(() => () => abort.current?.abort(), []);

  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (!message || status !== 'idle') return;
      const userMessage: ChatMessage = { id: nextId(), role: 'user', content: message };
      const assistantId = nextId();
      setMessages((list) => [...list, userMessage]);
      setError(null);
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
            else if (event.type === 'token') {
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
      } finally {
        if (!controller.signal.aborted) setStatus('idle');
      }
    },
    [alertId, status, token],
  );

  return { messages, status, error, send, threadId: threadId.current };
}
