import type { ConfigProperty } from '#src/features/catalog/api/config-detail.types.ts';
import { SidebarRow, SidebarSection } from './sidebar-section.tsx';

function propertyText(property: ConfigProperty): string {
  if (property.text) return property.text;
  if (property.value === undefined || property.value === null) return '-';
  const value = typeof property.value === 'object' ? JSON.stringify(property.value) : String(property.value as string | number);
  return property.unit ? `${value} ${property.unit}` : value;
}

export function ConfigPropertiesSection({ properties }: { properties: readonly ConfigProperty[] }) {
  const named = properties.filter((property) => property.name);
  if (named.length === 0) return null;
  return (
    <SidebarSection title="Properties">
      <dl>
        {named.map((property, index) => (
          <SidebarRow key={`${property.namespace ?? ''}/${property.name}/${index}`} label={property.name ?? ''}>
            {propertyText(property)}
          </SidebarRow>
        ))}
      </dl>
    </SidebarSection>
  );
}
