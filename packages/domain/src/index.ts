export { LOCAL_AGENT_ID, isLocalAgent, type GeneratedAgent, type AgentSummaryRow } from './agents.ts';
export type { ResourceAgent, ResourceOrigin } from './resource-origin.ts';
export { RESOURCE_SOURCES, type ResourceSource, isResourceSource, isEditableInUi, isOriginEditableInUi } from './sources.ts';
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
  decideAccess,
  isResource,
  RUN_NOW_ROLES,
  mayRunNow,
  type PermissionRule,
  type AccessDecision,
} from './rbac.ts';
export { FEATURE_KEYS, SETTINGS_FEATURES, type FeatureKey, isFeatureKey } from './features.ts';
export { FEATURE_PARENTS, featureDisableProperty, isFeatureDisabled } from './features.ts';
export { kubeconfigFileName, DEFAULT_KUBECONFIG_FILE_NAME } from './kubeconfig.ts';
export {
  TIME_UNITS,
  type TimeUnit,
  type DateMathStep,
  isTimeUnit,
  parseDateMath,
  evaluateDateMath,
  applyDateMath,
  shiftDate,
  startOfUnit,
  endOfUnit,
} from './date-math.ts';
export {
  TIME_RANGE_TYPES,
  type TimeRangeType,
  type TimeRange,
  type RelativeTimeRange,
  type AbsoluteTimeRange,
  type MappedTimeRange,
  type ResolvedTimeRange,
  type RelativeRangeParts,
  INVALID_RELATIVE_TIME_RANGE,
  INVALID_MAPPED_TIME_RANGE,
  INVALID_ABSOLUTE_TIME_RANGE,
  isTimeRangeType,
  parseRelativeRange,
  describeAmount,
  describeRelativeRange,
  relativeRange,
  resolveTimeRange,
  timeRangeDurationMs,
  isSameTimeRange,
} from './time-range.ts';
export {
  PAST_TIME_RANGE_PRESETS,
  FUTURE_TIME_RANGE_PRESETS,
  MAPPED_TIME_RANGE_PRESETS,
  COMMON_RELATIVE_RANGES,
} from './time-range-presets.ts';
export { isPropertyName, type PropertySource, type PropertyEntry } from './properties.ts';
export {
  RELATION_RESOURCES,
  FUNCTION_RESOURCES,
  relationResource,
  functionResource,
  type SplitResource,
} from './relation-resources.ts';
export { formatClockTime, formatTimeAgo, formatTimestamp } from './format-time.ts';
export { formatCost, costTrend, type CostTrend } from './cost.ts';
export {
  ACCESS_TOKEN_EXPIRY_CHOICES,
  type AccessTokenExpiryChoice,
  type AccessTokenSummary,
  type CreatedAccessToken,
  type CreateAccessTokenRequest,
} from './access-tokens.ts';
export { ICON_IDS, type IconId, isIconId } from './icons/icon-ids.ts';
export { normalizeIconName } from './icons/normalize-icon-name.ts';
export { resolveIcon, type ResolvedIcon } from './icons/resolve-icon.ts';
export type { JobHistoryRow } from './job-history.ts';
export type {
  CheckUptime,
  CheckLatency,
  CheckSummary,
  ChecksSummaryResponse,
  CheckGraphBucket,
  CheckGraph,
} from './health-checks.ts';
export type { ConfigHealthCounts, ConfigSummaryRow } from './catalog-summary.ts';
export type { WhoamiUser, WhoamiResponse } from './whoami.ts';
export type { ScraperSpec, ScraperRow, ScrapeSummary, ScraperRunResponse } from './scrapers.ts';
export {
  INCIDENT_STATUSES,
  INCIDENT_SEVERITIES,
  INCIDENT_TYPES,
  HYPOTHESIS_STATUSES,
  HYPOTHESIS_TYPES,
  EVIDENCE_TYPES,
  INCIDENT_STATUS_MOVES,
  DEFAULT_INCIDENT_STATUS,
  DEFAULT_INCIDENT_SEVERITY,
  DEFAULT_INCIDENT_TYPE,
  isIncidentStatus,
  type IncidentStatus,
  type IncidentSeverity,
  type IncidentType,
  type HypothesisStatus,
  type HypothesisType,
  type EvidenceType,
  type IncidentRow,
  type HypothesisRow,
  type EvidenceRow,
  type IncidentResponderSummary,
  type ProposedEvidenceKind,
  type ProposedEvidenceBody,
  type ProposedEvidence,
  type ProposedEvidenceAnswer,
} from './incidents.ts';
export * from './topology/topology-response.ts';
export type { LogSearchLine, LogSearchError, LogSearchAnswer, LogSearchRequest, ComponentLogSelector } from './logs/log-search.ts';
export * from './playbooks/playbook-runs.ts';
export type { ScheduledResourceRow } from './scheduled-resource-row.ts';
export {
  CONNECTION_TYPES,
  DEFAULT_CONNECTION_NAMESPACE,
  MASKED_SECRET,
  connectionType,
  isSecretField,
  secretPropertyNames,
  type ConnectionColumn,
  type ConnectionRecord,
  type ConnectionField,
  type ConnectionFieldKey,
  type ConnectionFieldKind,
  type ConnectionGroup,
  type ConnectionTypeDefinition,
} from './connections/connection-types.ts';
export {
  NOTIFICATION_EVENTS,
  REPEAT_INTERVALS,
  isNotificationEvent,
  repeatIntervalMs,
  type NotificationEvent,
  type RepeatInterval,
  type CustomService,
  type NotificationRecord,
} from './notifications.ts';
