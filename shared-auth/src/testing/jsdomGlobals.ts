/**
 * Browser globals that jest's jsdom environment lacks and the app needs; imported for its side effects by
 * the test helpers (build/jest.setup.ts is the better home for these once it can take them).
 *
 * - fetch / Request / Response / Headers: fetchBaseQuery needs them. They are borrowed from Node's own realm,
 *   reached through a core module's Function constructor. Node's Request rejects jsdom's AbortSignal, so the
 *   borrowed Request drops `signal` (no test aborts a request). `fetch` itself rejects until a test mocks it.
 * - MessageChannel: antd's Form (@rc-component/form) schedules watchers with it. A timer-based stand-in,
 *   because Node's MessagePorts keep the process alive.
 */
import { inspect } from 'node:util';

type NodeRealm = {
  Request: typeof Request;
  Response: typeof Response;
  Headers: typeof Headers;
};

export function installJsdomGlobals(): void {
  if (typeof globalThis.Request === 'undefined' || typeof globalThis.Response === 'undefined') {
    const nodeRealm = (inspect.constructor as FunctionConstructor)('return globalThis')() as NodeRealm;
    class RequestWithoutSignal extends nodeRealm.Request {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        const { signal: _ignored, ...rest } = init ?? {};
        super(input, rest);
      }
    }
    Object.assign(globalThis, {
      Request: RequestWithoutSignal,
      Response: nodeRealm.Response,
      Headers: nodeRealm.Headers,
      fetch: () => Promise.reject(new Error('fetch is not mocked in this test')),
    });
  }

  if (typeof globalThis.MessageChannel === 'undefined') {
    class TimerMessagePort {
      onmessage: ((event: { data: unknown }) => void) | null = null;
      other: TimerMessagePort | null = null;
      postMessage(data: unknown) {
        setTimeout(() => this.other?.onmessage?.({ data }), 0);
      }
      close() {
        this.onmessage = null;
      }
    }
    class TimerMessageChannel {
      port1 = new TimerMessagePort();
      port2 = new TimerMessagePort();
      constructor() {
        this.port1.other = this.port2;
        this.port2.other = this.port1;
      }
    }
    Object.assign(globalThis, { MessageChannel: TimerMessageChannel });
  }
}

installJsdomGlobals();
