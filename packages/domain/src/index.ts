export { LOCAL_AGENT_ID, isLocalAgent } from './agents.ts';
export { RESOURCE_SOURCES, type ResourceSource, isResourceSource } from './sources.ts';
export { JOB_STATUSES, type JobStatus, isJobStatus } from './job-status.ts';
export {
  ROLES,
  RESOURCES,
  type Role,
  type Resource,
  type Action,
  isRole,
  effectiveRoles,
  can,
  canAccessAny,
  displayRole,
} from './rbac.ts';
export { FEATURE_KEYS, SETTINGS_FEATURES, type FeatureKey, isFeatureKey } from './features.ts';
