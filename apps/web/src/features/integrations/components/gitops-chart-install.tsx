import { TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { FormField } from '#src/ui/form/form-field.tsx';
import type { GitOpsChart } from '../utils/gitops-charts.ts';
import { type ChartInstall, fluxReleaseText, helmCommandText, missingValues } from '../utils/gitops-commands.ts';
import { GitOpsOutput } from './gitops-output.tsx';

/** One labelled input of the chart's form. */
function ChartField({ label, hint, placeholder, value, onChange }: { label: string; hint?: string | undefined; placeholder?: string | undefined; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <FormField id={id} label={label} hint={hint}>
      <input id={id} value={value} placeholder={placeholder} onChange={(event) => onChange(event.target.value)} />
    </FormField>
  );
}

/** The few values a chart needs, and the Flux release and Helm command that install it with them; nothing is saved. */
export function GitOpsChartInstall({ chart }: { chart: GitOpsChart }) {
  const [install, setInstall] = useState<ChartInstall>({ release: chart.chart, namespace: chart.namespace, values: {} });
  const missing = missingValues(chart, install);
  const setValue = (path: string, value: string) => setInstall((current) => ({ ...current, values: { ...current.values, [path]: value } }));

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <form aria-label={`${chart.title} values`} noValidate onSubmit={(event) => event.preventDefault()} className="flex flex-col gap-3">
        <ChartField label="Release name" value={install.release} onChange={(release) => setInstall((current) => ({ ...current, release }))} />
        <ChartField label="Namespace" value={install.namespace} onChange={(namespace) => setInstall((current) => ({ ...current, namespace }))} />
        {chart.values.map((field) => (
          <ChartField
            key={field.path}
            label={field.required ? field.label : `${field.label} (optional)`}
            hint={field.hint}
            placeholder={field.placeholder}
            value={install.values[field.path] ?? ''}
            onChange={(value) => setValue(field.path, value)}
          />
        ))}
      </form>
      <div className="flex min-w-0 flex-col gap-4">
        {chart.id === 'flux' && (
          <p role="note" className="flex items-start gap-2 rounded-md bg-orange-50 px-3 py-2 text-sm text-orange-800">
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            The Kubernetes chart must be installed in Flux to use this option.
          </p>
        )}
        {missing.length > 0 && (
          <p className="text-sm text-gray-600">
            Still to fill in: <span className="font-medium">{missing.join(', ')}</span>.
          </p>
        )}
        <div className="grid items-start gap-4 xl:grid-cols-2">
          <GitOpsOutput title="Flux HelmRelease" hint="Commit this to the repository Flux reconciles." text={fluxReleaseText(chart, install)} />
          <GitOpsOutput title="Helm CLI" hint="Or run these commands against the cluster." text={helmCommandText(chart, install)} />
        </div>
      </div>
    </div>
  );
}
