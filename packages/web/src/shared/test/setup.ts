import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens load lazily (a dynamic import inside the route loader). On a loaded CI
// machine that can pass the default 1 s of findBy/waitFor; give it room. A test
// waiting for something that never comes still fails.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
