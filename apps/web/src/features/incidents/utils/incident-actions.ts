/**
 * The build variant without incident and playbook actions (spec 001 §2.2: the Playbooks menu and
 * the evidence action are hidden in one build variant): built with VITE_HIDE_INCIDENT_ACTIONS=true.
 * Read at render time so that the value of the build is the one in effect.
 */
export function incidentActionsHidden(): boolean {
  return import.meta.env.VITE_HIDE_INCIDENT_ACTIONS === 'true';
}
