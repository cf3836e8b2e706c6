import { afterEach, vi } from 'vitest';
import { assignBrowserLocation } from '#src/features/auth/utils/browser-location.ts';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { flowPaths } from './flow-paths.ts';

/**
 * What the login screen's tests share: the login flow's paths, a fake server for each test, and the
 * browser's address changes forgotten after each. The calling file mocks browser-location itself
 * (vi.mock belongs in test files, where it is hoisted).
 */
export function loginScreenSetup() {
  const server = fakeServerForEachTest();
  afterEach(() => {
    vi.mocked(assignBrowserLocation).mockClear();
  });
  return { server, ...flowPaths('login') };
}
