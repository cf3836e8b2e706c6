import type { SpecDocumentKind } from '#src/ui/code-editor/yaml-spec.ts';

/** A whole Playbook document pasted into the editor must be of this kind. */
export const PLAYBOOK_DOCUMENT: SpecDocumentKind = { apiVersion: 'mission-control.flanksource.com/v1', kind: 'Playbook' };

/** The schema the editor completes and checks against (`/api/schemas/playbook-spec.schema.json`). */
export const PLAYBOOK_SCHEMA_KIND = 'playbook-spec';

/** What a new playbook's editor starts with: a small spec that shows the parts. */
export const NEW_PLAYBOOK_SPEC = `category: Other
description: Says hello from the pod it runs on
configs:
  - types: [Kubernetes::Pod]
actions:
  - name: say hello
    exec:
      script: echo "hello from {{ .config.name }}"
`;
