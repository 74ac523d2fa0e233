import { act, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from 'shared-auth';
import { jsonResponse, mockApi, type MockRequest, renderWithProviders, testUser } from 'shared-auth/testing';
import { alertFixture } from '../testing/fixtures';
import { AlertChatModal } from './AlertChatModal';

jest.setTimeout(60_000);

const CHAT = 'POST /api/alerts/1/chat';
const encoder = new TextEncoder();

/** A server-sent event stream the test writes into, event by event. */
function sseStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    send: (event: object) => controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`)),
    /** Raw bytes, to split an event across chunks. */
    raw: (text: string) => controller.enqueue(encoder.encode(text)),
    close: () => controller.close(),
    /** The connection breaks (a network error while reading). */
    fail: () => controller.error(new TypeError('network error')),
  };
}

/** A complete answer as one stream. */
function answer(thread: string, tokens: string[], end: object = { type: 'done' }) {
  const text = [{ type: 'thread_id', thread_id: thread }, ...tokens.map((content) => ({ type: 'token', content })), end]
    .map((e) => `data: ${JSON.stringify(e)}\n\n`)
    .join('');
  return new Response(text, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

afterEach(() => jest.restoreAllMocks());

const renderChat = () =>
  renderWithProviders(<AlertChatModal alert={alertFixture(1)} onClose={() => undefined} />, {
    route: '/alerts',
    signedInAs: testUser,
  });

it('Enter sends, Shift+Enter does not; Send is disabled while empty', async () => {
  const mock = mockApi({ [CHAT]: () => answer('t-1', ['Hi']) });
  const { user } = renderChat();
  const input = screen.getByRole('textbox', { name: 'Message' });
  const send = screen.getByRole('button', { name: 'Send' });
  expect(send).toBeDisabled();
  await user.type(input, '   ');
  expect(send).toBeDisabled();
  await user.clear(input);
  await user.type(input, 'First line{Shift>}{Enter}{/Shift}second line');
  expect(mock.callsTo(CHAT)).toHaveLength(0);
  expect(input).toHaveValue('First line\nsecond line');
  await user.type(input, '{Enter}');
  await waitFor(() => expect(mock.callsTo(CHAT)).toHaveLength(1));
  expect(mock.callsTo(CHAT)[0]!.body).toEqual({ message: 'First line\nsecond line', thread_id: null });
  expect(mock.callsTo(CHAT)[0]!.headers.get('authorization')).toBe('Bearer token-123');
  // An English reader's question asks no language: the server's default.
  expect(mock.callsTo(CHAT)[0]!.headers.get('accept-language')).toBeNull();
  expect(input).toHaveValue('');
});

it('asks for the answer in French when the user reads French', async () => {
  const mock = mockApi({ [CHAT]: () => answer('t-fr', ['Oui.']) });
  try {
    const { user } = renderWithProviders(<AlertChatModal alert={alertFixture(1)} onClose={() => undefined} />, {
      route: '/alerts',
      signedInAs: { ...testUser, language: 'fr-CA' },
    });
    await screen.findByPlaceholderText('Posez une question sur cette alerte…');
    await user.type(screen.getByRole('textbox'), 'Que propose-t-on?{Enter}');
    await waitFor(() => expect(mock.callsTo(CHAT)).toHaveLength(1));
    expect(mock.callsTo(CHAT)[0]!.headers.get('accept-language')).toBe('fr-CA');
  } finally {
    await act(() => setLanguage('en-CA'));
  }
});

it('shows the typing indicator, streams the reply token by token, and keeps the thread_id', async () => {
  const stream = sseStream();
  const mock = mockApi({ [CHAT]: () => stream.response });
  const { user } = renderChat();
  const input = screen.getByRole('textbox', { name: 'Message' });
  await user.type(input, 'How tall?{Enter}');
  expect(await screen.findByTestId('typing-indicator')).toBeInTheDocument();
  await user.type(input, 'Another');
  expect(screen.getByRole('button', { name: /Send/ })).toBeDisabled();
  await user.clear(input);

  stream.send({ type: 'thread_id', thread_id: 'thread-9' });
  stream.send({ type: 'token', content: 'It is ' });
  await waitFor(() => expect(screen.getByTestId('chat-assistant')).toHaveTextContent('It is'));
  expect(screen.queryByTestId('typing-indicator')).not.toBeInTheDocument();
  // An event split across two chunks.
  stream.raw('data: {"type":"token",');
  stream.raw('"content":"32 storeys."}\n\n');
  await waitFor(() => expect(screen.getByTestId('chat-assistant')).toHaveTextContent('It is 32 storeys.'));
  stream.send({ type: 'done' });
  stream.close();
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).not.toBeDisabled());

  mock.use({ [CHAT]: () => answer('thread-9', ['Four', ' hundred']) });
  await user.type(input, 'Units?{Enter}');
  await waitFor(() => expect(screen.getAllByTestId('chat-assistant')[1]).toHaveTextContent('Four hundred'));
  expect(mock.callsTo(CHAT)[1]!.body).toEqual({ message: 'Units?', thread_id: 'thread-9' });
  const log = screen.getByRole('log', { name: 'Conversation' });
  expect(
    within(log)
      .getAllByTestId('chat-user')
      .map((m) => m.textContent),
  ).toEqual(['How tall?', 'Units?']);
});

it.each([
  [
    'the server detail',
    () => jsonResponse({ detail: 'Too many requests. Try again in 1 minute.' }, 429),
    'Too many requests. Try again in 1 minute.',
  ],
  ['the default when no detail', () => jsonResponse({}, 400), 'Failed to send message'],
  [
    'a non-JSON error',
    () => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    'Server error (502): Bad Gateway',
  ],
  ['no stream', () => new Response(null, { status: 200 }), 'No response stream'],
  [
    'a stream error with its message',
    () => answer('t', ['Partial'], { type: 'error', message: 'The assistant could not answer.' }),
    'The assistant could not answer.',
  ],
  ['a stream error without message', () => answer('t', [], { type: 'error' }), 'An error occurred'],
  [
    'a network failure',
    () => Promise.reject(new TypeError('Failed to fetch')),
    'Failed to send message. Please try again.',
  ],
])('shows %s and removes the pending reply', async (_name, reply, message) => {
  mockApi({ [CHAT]: reply as (r: MockRequest) => Response });
  const { user } = renderChat();
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello{Enter}');
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.queryByTestId('chat-assistant')).not.toBeInTheDocument();
  expect(screen.getByTestId('chat-user')).toHaveTextContent('Hello');
  expect(screen.queryByTestId('typing-indicator')).not.toBeInTheDocument();
});

describe('connection lost', () => {
  it.each([
    [
      'the server ends the stream with an interrupted event',
      (s: ReturnType<typeof sseStream>) => {
        s.send({ type: 'interrupted', detail: 'The server is restarting. Please ask again.' });
        s.close();
      },
    ],
    ['the stream ends without its done event', (s: ReturnType<typeof sseStream>) => s.close()],
    ['the stream breaks', (s: ReturnType<typeof sseStream>) => s.fail()],
  ])('%s: "Connection lost." with Retry, which resends the question once, in the same thread', async (_name, end) => {
    const first = sseStream();
    const mock = mockApi({ [CHAT]: () => first.response });
    const { user } = renderChat();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'How tall?{Enter}');
    first.send({ type: 'thread_id', thread_id: 'thread-7' });
    first.send({ type: 'token', content: 'It is' });
    await waitFor(() => expect(screen.getByTestId('chat-assistant')).toHaveTextContent('It is'));
    end(first);

    expect(await screen.findByText('Connection lost.')).toBeInTheDocument();
    // The cut-off answer is gone (the server did not keep it either); the question stays, once.
    expect(screen.queryByTestId('chat-assistant')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('chat-user').map((m) => m.textContent)).toEqual(['How tall?']);

    mock.use({ [CHAT]: () => answer('thread-7', ['32 storeys.']) });
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    await waitFor(() => expect(screen.getByTestId('chat-assistant')).toHaveTextContent('32 storeys.'));
    expect(mock.callsTo(CHAT)).toHaveLength(2);
    expect(mock.callsTo(CHAT)[1]!.body).toEqual({ message: 'How tall?', thread_id: 'thread-7' });
    expect(screen.getAllByTestId('chat-user').map((m) => m.textContent)).toEqual(['How tall?']);
    expect(screen.queryByText('Connection lost.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
  });

  it('offers no Retry for an answer the server refused', async () => {
    mockApi({ [CHAT]: () => answer('t', [], { type: 'error', message: 'The assistant could not answer.' }) });
    const { user } = renderChat();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello{Enter}');
    expect(await screen.findByText('The assistant could not answer.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
  });
});

describe('suggested questions', () => {
  it('an empty thread offers three questions drawn from the alert; one click sends it; they go once the thread starts', async () => {
    const mock = mockApi({ [CHAT]: () => answer('t-2', ['Soon.']) });
    const { user } = renderChat();
    const group = screen.getByRole('group', { name: 'Suggested questions' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'What does this zoning change mean for Harbour Tower?',
      'When is the decision expected?',
      expect.stringMatching(/^What should I do (before Nov 30, 2026|next)\?$/),
    ]);
    await user.click(within(group).getByRole('button', { name: 'When is the decision expected?' }));
    await waitFor(() => expect(screen.getByTestId('chat-assistant')).toHaveTextContent('Soon.'));
    expect(mock.callsTo(CHAT)[0]!.body).toEqual({ message: 'When is the decision expected?', thread_id: null });
    expect(screen.getByTestId('chat-user')).toHaveTextContent('When is the decision expected?');
    expect(screen.queryByRole('group', { name: 'Suggested questions' })).not.toBeInTheDocument();
  });
});

it('follows the newest text as the reply streams in, and stops following while the user reads further up', async () => {
  // jsdom lays nothing out: the conversation is 1,000 px of text in a 380 px box.
  jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(1000);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(380);
  const stream = sseStream();
  mockApi({ [CHAT]: () => stream.response });
  const { user } = renderChat();
  const log = screen.getByRole('log', { name: 'Conversation' });
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'How tall?{Enter}');
  stream.send({ type: 'thread_id', thread_id: 'thread-1' });
  stream.send({ type: 'token', content: 'It is ' });
  await waitFor(() => expect(screen.getByTestId('chat-assistant')).toHaveTextContent('It is'));
  expect(log.scrollTop).toBe(1000);

  // The user scrolls up: the next tokens leave the view where it is.
  log.scrollTop = 100;
  log.dispatchEvent(new Event('scroll'));
  stream.send({ type: 'token', content: '32 storeys.' });
  await waitFor(() => expect(screen.getByTestId('chat-assistant')).toHaveTextContent('It is 32 storeys.'));
  expect(log.scrollTop).toBe(100);
  stream.send({ type: 'done' });
  stream.close();
});

it('renders a complete answer as Markdown with its citations linked to the document view', async () => {
  mockApi({
    [CHAT]: () =>
      answer('t-9', ['It names **55 Main St**.\n\n', '- Comments by Dec 17. [1]'], {
        type: 'done',
        citations: [{ title: 'Notice of hearing', documentId: 9, page: 2 }],
      }),
  });
  const { user } = renderChat();
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'How can I comment?{Enter}');
  const link = await screen.findByRole('link', { name: 'Source 1: Notice of hearing, page 2' });
  expect(link).toHaveAttribute('href', '/documents/9?page=2');
  const reply = screen.getByTestId('chat-assistant');
  expect(within(reply).getByText('55 Main St').tagName).toBe('STRONG');
  expect(reply).not.toHaveTextContent('**');
});
