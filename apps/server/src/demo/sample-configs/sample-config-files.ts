/** The folder of sample configuration files the demo scrapes, under the data directory. */
export const SAMPLE_CONFIG_FOLDER = 'demo-configs';

/** The file the demo edits on a schedule, so the catalog shows changes as they happen. */
export const EDITED_SAMPLE_FILE = 'shop/checkout.yaml';

/** The checkout service's settings at one step of the demo's edits (replicas and release vary). */
export function checkoutConfig(step: number): string {
  const replicas = [2, 3, 4, 3][step % 4];
  const release = `1.4.${step % 10}`;
  return `kind: AppConfig
metadata:
  name: checkout
  labels:
    team: shop
    tier: frontend
spec:
  replicas: ${replicas}
  image: registry.local/shop/checkout:${release}
  database: payments-db
  featureFlags:
    expressCheckout: ${step % 2 === 0}
    giftCards: true
`;
}

/** Sample application settings of a small shop, keyed by their path in the folder. */
export const SAMPLE_CONFIG_FILES: Readonly<Record<string, string>> = {
  [EDITED_SAMPLE_FILE]: checkoutConfig(0),
  'shop/catalog.yaml': `kind: AppConfig
metadata:
  name: catalog
  labels:
    team: shop
    tier: backend
spec:
  replicas: 2
  image: registry.local/shop/catalog:2.0.3
  cache:
    ttlSeconds: 300
    sizeMb: 512
`,
  'payments/payments-api.yaml': `kind: AppConfig
metadata:
  name: payments-api
  labels:
    team: payments
    tier: backend
spec:
  replicas: 3
  image: registry.local/payments/api:5.2.1
  providers:
    - name: card
      timeoutMs: 2500
    - name: bank-transfer
      timeoutMs: 8000
`,
  'platform/edge-proxy.yaml': `kind: AppConfig
metadata:
  name: edge-proxy
  labels:
    team: platform
    tier: edge
spec:
  replicas: 2
  image: registry.local/platform/edge-proxy:0.9.7
  routes:
    - host: shop.example.test
      service: checkout
    - host: api.example.test
      service: payments-api
`,
};
