import { describe, expect, it } from 'vitest';
import { kubernetesScraper } from '#src/catalog/scrapers/kubernetes/kubernetes.scraper.ts';

const PATH = 'spec.kubernetes[0]';

describe('kubernetes scraper spec', () => {
  it('loads a config-db style entry unchanged', () => {
    const outcome = kubernetesScraper.parse(
      {
        clusterName: 'prod-eu',
        namespace: 'payments',
        selector: 'team=billing',
        fieldSelector: 'metadata.name!=noisy',
        kubeconfig: { valueFrom: { secretKeyRef: { name: 'kube', key: 'config' } } },
        exclusions: { name: ['junit-*'], namespace: ['kube-*'], kind: ['Event'], labels: { ignore: 'true' } },
        event: { exclusions: ['SuccessfulCreate', 'Pulled*'], severityKeywords: { error: ['failed'] } },
        relationships: [{ kind: { expr: "'Service'" }, name: { label: 'app' } }],
        watch: [{ apiVersion: 'v1', kind: 'Pod' }],
        tags: { env: 'prod' },
        transform: { exclude: [{ jsonpath: 'metadata.annotations' }] },
      },
      PATH,
    );
    expect(outcome).toEqual({
      spec: expect.objectContaining({
        clusterName: 'prod-eu',
        namespace: 'payments',
        selector: 'team=billing',
        fieldSelector: 'metadata.name!=noisy',
        kubeconfig: { reference: 'secretKeyRef kube/config' },
        exclusions: [{ name: ['junit-*'], namespace: ['kube-*'], kind: ['Event'], labels: { ignore: 'true' } }],
        eventExclusions: ['SuccessfulCreate', 'Pulled*'],
        tags: { env: 'prod' },
      }),
    });
  });

  it('defaults the cluster name and accepts older name-list exclusions', () => {
    const outcome = kubernetesScraper.parse({ exclusions: ['canary-*'] }, PATH);
    expect(outcome).toEqual({ spec: expect.objectContaining({ clusterName: 'kubernetes', exclusions: [{ name: ['canary-*'] }], eventExclusions: [], maxInFlight: 64 }) });
  });

  it('takes config-db\'s maxInflight as the number of list requests sent at once', () => {
    expect(kubernetesScraper.parse({ maxInflight: 8 }, PATH)).toEqual({ spec: expect.objectContaining({ maxInFlight: 8 }) });
    expect(kubernetesScraper.parse({ maxInFlight: 2 }, PATH)).toEqual({ spec: expect.objectContaining({ maxInFlight: 2 }) });
    const refused = kubernetesScraper.parse({ maxInflight: 0 }, PATH);
    expect('issues' in refused ? refused.issues : []).toEqual([{ path: 'spec.kubernetes[0].maxInflight', message: 'must be at least 1' }]);
  });

  it('names every bad field by its path', () => {
    const outcome = kubernetesScraper.parse(
      { namespace: 'Bad_NS', selector: 5, exclusions: { colour: 'red' }, event: { exclusions: 'x' }, relationships: 'all', surprise: true, items: 'pods' },
      PATH,
    );
    expect('issues' in outcome ? outcome.issues : []).toEqual(
      expect.arrayContaining([
        { path: 'spec.kubernetes[0].namespace', message: 'must be a Kubernetes namespace name (lower-case letters, digits and -)' },
        { path: 'spec.kubernetes[0].selector', message: 'must be a string' },
        { path: 'spec.kubernetes[0].exclusions.colour', message: 'unknown key' },
        { path: 'spec.kubernetes[0].event.exclusions', message: 'must be a list of event reasons' },
        { path: 'spec.kubernetes[0].relationships', message: 'must be a list' },
        { path: 'spec.kubernetes[0].surprise', message: 'unknown key' },
        { path: 'spec.kubernetes[0].items', message: 'must be a JSONPath starting with $' },
      ]),
    );
  });

  it('rejects an entry that is not an object', () => {
    expect(kubernetesScraper.parse('kubeconfig', PATH)).toEqual({ issues: [{ path: PATH, message: 'must be an object' }] });
  });
});
