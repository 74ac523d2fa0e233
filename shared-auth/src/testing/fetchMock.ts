/** Test helpers (never imported by app code): a route-based `fetch` mock for RTK Query tests. */

/** The absolute base URL the tests use (fetchBaseQuery cannot build a Request from a relative URL here). */
export const TEST_API_BASE_URL = 'http://localhost';

export interface MockRequest {
  method: string;
  path: string;
  url: URL;
  headers: Headers;
  /** Parsed JSON body, or undefined. */
  body: unknown;
}

export interface MockReply {
  status?: number;
  body?: unknown;
}

export type MockHandler = (request: MockRequest) => MockReply | Response | Promise<MockReply | Response>;

/** Routes keyed by 'METHOD /path' (no query string). */
export type MockRoutes = Record<string, MockHandler | MockReply>;

export function jsonResponse(body: unknown, status = 200): Response {
  if (status === 204 || body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export interface ApiMock {
  spy: jest.SpiedFunction<typeof fetch>;
  /** Every request the code under test made, in order. */
  calls: MockRequest[];
  /** Requests made to one route ('METHOD /path'). */
  callsTo(route: string): MockRequest[];
  /** Adds or replaces routes. */
  use(routes: MockRoutes): void;
}

/** Mocks `fetch` by route and points the API at TEST_API_BASE_URL. Unknown routes answer 404. */
export function mockApi(initialRoutes: MockRoutes = {}): ApiMock {
  window.__PARCELWATCH_CONFIG__ = { apiBaseUrl: TEST_API_BASE_URL };
  const routes: MockRoutes = { ...initialRoutes };
  const calls: MockRequest[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.clone().text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    const call: MockRequest = { method: request.method, path: url.pathname, url, headers: request.headers, body };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    if (!route) return jsonResponse({ detail: `Not mocked: ${call.method} ${call.path}` }, 404);
    const reply = typeof route === 'function' ? await route(call) : route;
    if (reply instanceof Response) return reply;
    return jsonResponse(reply.body, reply.status ?? 200);
  });
  return {
    spy,
    calls,
    callsTo: (route) => calls.filter((call) => `${call.method} ${call.path}` === route),
    use: (more) => Object.assign(routes, more),
  };
}
