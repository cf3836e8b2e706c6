import { Icon } from '#src/ui/icon/icon.tsx';
import { INTEGRATION_TYPES, type IntegrationType } from '../utils/integration-types.ts';

/** The kind of integration with its icon; the raw value when the server names a type this page does not know. */
export function IntegrationTypeLabel({ type }: { type: IntegrationType | string }) {
  const info = Object.hasOwn(INTEGRATION_TYPES, type) ? INTEGRATION_TYPES[type as IntegrationType] : undefined;
  return (
    <span className="flex items-center gap-1.5 whitespace-nowrap">
      <Icon name={info?.icon ?? type} />
      {info?.label ?? type}
    </span>
  );
}
