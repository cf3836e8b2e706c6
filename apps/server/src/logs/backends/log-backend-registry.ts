import { pluginRegistry } from '#src/spec/plugin.ts';
import { fileLogBackend } from './file.log-backend.ts';
import { kubernetesLogBackend } from './kubernetes.log-backend.ts';
import type { LogBackendType } from './log-backend-type.ts';
import { lokiLogBackend } from './loki.log-backend.ts';
import { elasticsearchLogBackend, openSearchLogBackend } from './opensearch.log-backend.ts';
import { serverLogBackend } from './server.log-backend.ts';

/** Every log backend type, by the key of its list in a LoggingBackend spec. */
export const LOG_BACKEND_REGISTRY = pluginRegistry<LogBackendType>([
  serverLogBackend,
  fileLogBackend,
  kubernetesLogBackend,
  lokiLogBackend,
  openSearchLogBackend,
  elasticsearchLogBackend,
] as LogBackendType[]);
