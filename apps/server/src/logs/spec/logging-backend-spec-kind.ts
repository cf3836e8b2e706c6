import type { SpecKind } from '#src/spec/spec-kind-schema.ts';
import { LOG_BACKEND_REGISTRY } from '../backends/log-backend-registry.ts';
import { LOGGING_BACKEND_API_VERSION, LOGGING_BACKEND_KIND } from './parse-logging-backend-spec.ts';

/** The LoggingBackend document for editors: one list per backend type. */
export const LOGGING_BACKEND_SPEC_KIND: SpecKind = {
  kind: LOGGING_BACKEND_KIND,
  apiVersion: LOGGING_BACKEND_API_VERSION,
  description: 'Where logs are searched: lists of backend entries by type (files on the host, Kubernetes pod logs, Loki, OpenSearch, Elasticsearch).',
  specFields: {},
  registry: LOG_BACKEND_REGISTRY,
};
