/** The name a downloaded kubeconfig gets when the backend address tells nothing usable. */
export const DEFAULT_KUBECONFIG_FILE_NAME = 'vigil-kubeconfig.yaml';

/**
 * The file name of the kubeconfig for a backend address, the same in the download (server) and in
 * the copyable kubectl command (web app): host, port and path turned into one lower-case slug,
 * e.g. `https://Vigil.example.com:8443/ops/` -> `vigil-example-com-8443-ops-kubeconfig.yaml`.
 * The slug only holds letters, digits and dashes, so it is safe in a shell command and a header.
 */
export function kubeconfigFileName(backendUrl: string | null | undefined): string {
  const raw = (backendUrl ?? '').trim();
  if (raw === '') return DEFAULT_KUBECONFIG_FILE_NAME;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `http://${raw}`);
  } catch {
    return DEFAULT_KUBECONFIG_FILE_NAME;
  }
  const slug = `${url.host}${url.pathname}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? DEFAULT_KUBECONFIG_FILE_NAME : `${slug}-kubeconfig.yaml`;
}
