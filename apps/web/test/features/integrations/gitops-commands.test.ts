import { describe, expect, it } from 'vitest';
import { GITOPS_CHARTS } from '#src/features/integrations/utils/gitops-charts.ts';
import { fluxReleaseText, helmCommandText, missingValues } from '#src/features/integrations/utils/gitops-commands.ts';

const chart = (id: string) => GITOPS_CHARTS.find((candidate) => candidate.id === id)!;

describe('GitOps install text', () => {
  it('nests dotted value paths in the HelmRelease and leaves blank values to the chart', () => {
    const text = fluxReleaseText(chart('mission-control'), { release: 'mc', namespace: 'ops', values: { 'global.ui.host': 'mc.example.com', adminPassword: ' ' } });
    expect(text).toContain('values:\n    global:\n      ui:\n        host: mc.example.com\n');
    expect(text).not.toContain('adminPassword');
    expect(text).toContain('metadata:\n  name: mc\n  namespace: ops\n');
  });

  it('writes a comma-separated list as a list, in YAML and as a braced --set', () => {
    const install = { release: 'aws', namespace: 'mission-control', values: { connection: 'connection://aws', regions: 'eu-west-1, us-east-1' } };
    expect(fluxReleaseText(chart('aws'), install)).toContain('regions:\n      - eu-west-1\n      - us-east-1\n');
    expect(helmCommandText(chart('aws'), install)).toContain("--set 'regions={eu-west-1,us-east-1}'");
  });

  it('quotes values the shell would split, and escapes commas Helm would read as separators', () => {
    const text = helmCommandText(chart('mission-control'), { release: 'mc', namespace: 'ops', values: { adminPassword: "it's a, secret" } });
    expect(text).toContain(`--set 'adminPassword=it'\\''s a\\, secret'`);
  });

  it('names the required values still blank', () => {
    expect(missingValues(chart('azure'), { release: 'az', namespace: '', values: { connection: 'connection://azure' } })).toEqual(['Namespace', 'Subscription ID', 'Tenant ID']);
  });
});
