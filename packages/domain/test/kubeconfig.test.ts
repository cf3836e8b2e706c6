import { describe, expect, it } from 'vitest';
import { DEFAULT_KUBECONFIG_FILE_NAME, kubeconfigFileName } from '../src/kubeconfig.ts';

describe('kubeconfig file name from the backend address', () => {
  it.each([
    ['https://vigil.example.com', 'vigil-example-com-kubeconfig.yaml'],
    ['https://Vigil.Example.com:8443/', 'vigil-example-com-8443-kubeconfig.yaml'],
    ['http://localhost:8080', 'localhost-8080-kubeconfig.yaml'],
    ['https://example.com/ops/vigil/', 'example-com-ops-vigil-kubeconfig.yaml'],
    ['ops.internal:9000', 'ops-internal-9000-kubeconfig.yaml'],
    ['http://[::1]:8080', '1-8080-kubeconfig.yaml'],
  ])('%s -> %s', (url, name) => {
    expect(kubeconfigFileName(url)).toBe(name);
  });

  it('falls back to a fixed name when there is no usable address', () => {
    expect(kubeconfigFileName(undefined)).toBe(DEFAULT_KUBECONFIG_FILE_NAME);
    expect(kubeconfigFileName('  ')).toBe(DEFAULT_KUBECONFIG_FILE_NAME);
    expect(kubeconfigFileName('http://')).toBe(DEFAULT_KUBECONFIG_FILE_NAME);
  });

  it('only ever yields letters, digits and dashes before the extension, safe in a shell command', () => {
    for (const url of ['https://a.b/$(rm -rf)', 'http://x/"; echo', 'https://host/ü/ß']) {
      expect(kubeconfigFileName(url)).toMatch(/^[a-z0-9-]+-kubeconfig\.yaml$/);
    }
  });
});
