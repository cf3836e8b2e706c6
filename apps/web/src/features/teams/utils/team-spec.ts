import type { SpecDocumentKind } from '#src/ui/code-editor/yaml-spec.ts';
import type { TeamSpec } from '../api/team.types.ts';

/** A whole Team document pasted into the editor must be of this kind. */
export const TEAM_DOCUMENT: SpecDocumentKind = { apiVersion: 'mission-control.flanksource.com/v1', kind: 'Team' };

/** The icon of a team whose form names none. */
export const DEFAULT_TEAM_ICON = 'group';

/** What the editor of a new team starts from: no responder clients yet (docs/incidents.md). */
export const NEW_TEAM_SPEC: TeamSpec = { responder_clients: {} };
