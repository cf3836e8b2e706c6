export { LOCAL_AGENT_ID, isLocalAgent } from './agents.ts';
export { RESOURCE_SOURCES, type ResourceSource, isResourceSource } from './sources.ts';
export { JOB_STATUSES, type JobStatus, isJobStatus } from './job-status.ts';
