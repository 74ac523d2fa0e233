// jsdom lacks a few browser APIs that react-router 7 and antd 6 rely on.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy*/waitFor wait up to 5 s (the default is 1 s): on a busy 2-core machine a chart or a modal can take longer
// to appear than that, and a test should fail on a wrong screen, not on a slow one.
configure({ asyncUtilTimeout: 5000 });

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// antd's Form schedules its watchers through MessageChannel, which jsdom lacks. A timer-based stand-in:
// Node's own MessagePorts would keep the test process alive.
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

if (!('ResizeObserver' in window)) {
  class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver });
}

// antd measures scrollbars through getComputedStyle with a pseudo-element, which jsdom does not implement.
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);
