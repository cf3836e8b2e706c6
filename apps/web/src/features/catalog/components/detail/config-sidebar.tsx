import type { ConfigDetail } from '#src/features/catalog/api/config-detail.types.ts';
import { ConfigCostSection } from './config-cost-section.tsx';
import { ConfigDetailsSection } from './config-details-section.tsx';
import { ConfigKeyValuesSection } from './config-key-values-section.tsx';
import { ConfigPropertiesSection } from './config-properties-section.tsx';
import { useSlot } from '#src/ui/slots/slots-context.tsx';
import { LinkToIncidentButton } from './link-to-incident-button.tsx';

/** Labels shown in the sidebar: the `name` label repeats the title and is left out (spec 002 §2). */
function shownLabels(labels: Record<string, string> | null | undefined): Record<string, string> {
  const rest = { ...(labels ?? {}) };
  delete rest.name;
  return rest;
}

export function ConfigSidebar({ config }: { config: ConfigDetail }) {
  const RunPlaybook = useSlot('runPlaybook');
  return (
    <aside aria-label="Config sidebar" className="flex flex-col overflow-y-auto bg-white">
      <div className="flex flex-wrap justify-end gap-2 px-4 pt-3">
        <RunPlaybook resource={{ type: 'config', id: config.id, name: config.name ?? undefined }} />
        <LinkToIncidentButton configId={config.id} name={config.name} />
      </div>
      <ConfigDetailsSection config={config} />
      <ConfigKeyValuesSection title="Labels" values={shownLabels(config.labels)} />
      <ConfigKeyValuesSection title="Tags" values={config.tags ?? {}} />
      <ConfigPropertiesSection properties={config.properties ?? []} />
      <ConfigCostSection config={config} />
    </aside>
  );
}
