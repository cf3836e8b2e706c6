import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Routes load lazily and the test run shares two cores with the server suites: a page that
// appears in 1.3 s under load has not failed, so `findBy*`/`waitFor` wait up to 5 s.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
