import type { ReactNode } from 'react';
import { FeatureGate } from '#src/ui/gates/feature-gate.tsx';
import { PermissionGate } from '#src/ui/gates/permission-gate.tsx';

/** Linking to the catalog writes `config_component_relationships` (resource 'database'). */
export function CatalogLinkGate({ children }: { children: ReactNode }) {
  return (
    <PermissionGate resources="database" action="write">
      {children}
    </PermissionGate>
  );
}

/** 'Link to Incident': the incidents feature on and write on incidents (spec 000 §6, spec 002 §2). */
export function IncidentLinkGate({ children }: { children: ReactNode }) {
  return (
    <FeatureGate feature="incidents">
      <PermissionGate resources="incident" action="write">
        {children}
      </PermissionGate>
    </FeatureGate>
  );
}

/** 'View Logs': the logs feature on and read on the database, as /logs needs (spec 002 §12). */
export function LogsGate({ children }: { children: ReactNode }) {
  return (
    <FeatureGate feature="logs">
      <PermissionGate resources="database" action="read">
        {children}
      </PermissionGate>
    </FeatureGate>
  );
}
