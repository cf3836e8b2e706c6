import type { SpecKind } from '#src/spec/spec-kind-schema.ts';
import { CHECK_REGISTRY } from '../checks/check-registry.ts';
import { CANARY_API_VERSION } from './parse-canary-spec.ts';

const acceptedNotActedOn = 'accepted from canary-checker and not acted on';

/** The Canary document for editors: its fields as `parseCanarySpec` reads them, and every check type's list. */
export const CANARY_SPEC_KIND: SpecKind = {
  kind: 'Canary',
  apiVersion: CANARY_API_VERSION,
  description: 'A canary: checks run on a schedule (every 60 seconds unless schedule or interval says otherwise).',
  specFields: {
    schedule: { type: 'string', description: 'A cron expression or @every duration; not with interval' },
    interval: { type: 'integer', minimum: 1, description: 'Seconds between runs; not with schedule' },
    icon: { type: 'string' },
    env: { description: acceptedNotActedOn },
    severity: { description: acceptedNotActedOn },
    owner: { description: acceptedNotActedOn },
    resultMode: { description: acceptedNotActedOn },
    replicas: { description: acceptedNotActedOn },
  },
  registry: CHECK_REGISTRY,
};
