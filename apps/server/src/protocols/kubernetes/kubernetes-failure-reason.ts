import { isPlainObject } from '#src/spec/spec-reader.ts';

/** The reason of a Kubernetes `Status` answer, or the start of whatever else came back. */
export function kubernetesFailureReason(code: number, body: string): string {
  try {
    const status = JSON.parse(body) as unknown;
    if (isPlainObject(status) && typeof status.message === 'string') {
      const reason = typeof status.reason === 'string' ? `${status.reason}: ` : '';
      return `${code} ${reason}${status.message}`;
    }
  } catch {
    // not JSON: the text itself says what went wrong
  }
  return `${code} ${body.slice(0, 200).trim()}`;
}
