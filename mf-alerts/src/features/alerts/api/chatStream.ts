import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { DEFAULT_LANGUAGE, getApiBaseUrl, getLanguage, translate } from 'shared-auth';
import { ALERTS_NAMESPACE } from '../../../i18n/catalogue';

/** A source an answer cites by its number ([1] is the first): a document's page, or an agenda item. */
export interface ChatCitation {
  title: string;
  documentId?: number;
  agendaItemId?: number;
  page?: number;
  url?: string;
  quote?: string;
}

/** The events of POST /api/alerts/{id}/chat. */
export type ChatStreamEvent =
  | { type: 'thread_id'; thread_id: string }
  | { type: 'token'; content: string }
  | { type: 'done'; thread_id?: string; citations?: ChatCitation[] }
  | { type: 'error'; message?: string }
  | { type: 'interrupted'; detail?: string };

/** An error whose message is the one the chat shows. */
export class ChatError extends Error {}

/**
 * The stream ended before its answer did: the server said it was interrupted (it is restarting), or the stream
 * dropped without its done event. The server did not keep the partial answer; sending the question again is safe
 * (the server does not store a resent unanswered question twice).
 */
export class ChatConnectionLost extends ChatError {
  constructor() {
    super(CHAT_MESSAGES.connectionLost);
  }
}

/** The chat's own messages, in the language in use when they are read. */
export const CHAT_MESSAGES = {
  get failed() {
    return translate(ALERTS_NAMESPACE, 'Failed to send message');
  },
  get noStream() {
    return translate(ALERTS_NAMESPACE, 'No response stream');
  },
  get streamError() {
    return translate(ALERTS_NAMESPACE, 'An error occurred');
  },
  get connectionLost() {
    return translate(ALERTS_NAMESPACE, 'Connection lost.');
  },
  get generic() {
    return translate(ALERTS_NAMESPACE, 'Failed to send message. Please try again.');
  },
  serverError: (status: number, statusText: string) =>
    translate(ALERTS_NAMESPACE, 'Server error ({{status}}): {{statusText}}', { status, statusText }),
};

export interface ChatRequest {
  alertId: number;
  message: string;
  threadId: string | null;
  token: string | null;
  signal?: AbortSignal;
  onEvent: (event: ChatStreamEvent) => void;
}

/**
 * Sends one message and reads the server-sent event stream with fetch and a stream reader, handing each event to
 * `onEvent` as it arrives (tokens one by one). Rejects with a ChatError carrying the message to show.
 */
export async function sendChatMessage({
  alertId,
  message,
  threadId,
  token,
  signal,
  onEvent,
}: ChatRequest): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${getApiBaseUrl()}/api/alerts/${alertId}/chat`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'text/event-stream',
        // The answer is written in the language the user reads (docs/i18n.md), whatever the browser's.
        ...(getLanguage() !== DEFAULT_LANGUAGE ? { 'Accept-Language': getLanguage() } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ message, thread_id: threadId }),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ChatError(CHAT_MESSAGES.generic);
  }

  if (!response.ok) {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new ChatError(CHAT_MESSAGES.serverError(response.status, response.statusText));
    }
    const detail =
      body && typeof body === 'object' && 'detail' in body ? (body as { detail: unknown }).detail : undefined;
    throw new ChatError(typeof detail === 'string' && detail.trim() ? detail : CHAT_MESSAGES.failed);
  }
  if (!response.body) throw new ChatError(CHAT_MESSAGES.noStream);

  let streamError: string | null = null;
  let finished = false;
  let interrupted = false;
  const parser = createParser({
    onEvent: (event: EventSourceMessage) => {
      let data: ChatStreamEvent;
      try {
        data = JSON.parse(event.data) as ChatStreamEvent;
      } catch {
        return;
      }
      if (data.type === 'error') {
        streamError = data.message?.trim() || CHAT_MESSAGES.streamError;
        return;
      }
      if (data.type === 'interrupted') {
        interrupted = true;
        return;
      }
      if (data.type === 'done') finished = true;
      onEvent(data);
    },
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
      if (streamError || interrupted) break;
    }
  } catch (error) {
    if (signal?.aborted) throw error;
    // The stream broke half way (the server went away): the same as an interruption.
    throw new ChatConnectionLost();
  } finally {
    reader.releaseLock();
  }
  if (streamError) throw new ChatError(streamError);
  if (interrupted || !finished) throw new ChatConnectionLost();
}
