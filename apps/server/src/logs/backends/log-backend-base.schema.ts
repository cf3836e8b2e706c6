import { specString, specStringMap } from '#src/spec/spec-schema.ts';

/** Fields every entry of a LoggingBackend spec takes (log-backend-type.ts `LogBackendSpecBase`). */
export const logBackendBaseShape = {
  name: specString(),
  labels: specStringMap(),
};
