/** Where the product's documentation lives; the help menu and the kubeconfig dialog link to it. */
export const DOCS_URL = 'https://docs.vigil.dev';
export const KUBECONFIG_DOCS_URL = `${DOCS_URL}/kubeconfig`;
