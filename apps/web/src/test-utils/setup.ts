import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Mantine needs a few browser APIs happy-dom may not have.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
Element.prototype.scrollIntoView ??= () => {};

// findBy… and waitFor give up after 1 s by default: a whole screen rendering on a busy 2-core machine
// can take longer (the sign-in and theme tests of routes.test.tsx failed so under load). A test that
// never sees its element still fails, after 5 s, well inside the 20 s test timeout.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
