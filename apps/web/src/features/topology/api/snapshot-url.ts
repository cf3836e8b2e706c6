import { serviceUrl } from '#src/api/service-base-paths.ts';

export interface SnapshotOptions {
  /** How far back the snapshot reaches, a relative range such as `15m`. */
  start: string;
  /** Also takes the component's related components. */
  related: boolean;
}

/** The zip of a component's snapshot (`GET /api/snapshot/topology/{id}`), downloaded by the browser itself. */
export function snapshotUrl(componentId: string, { start, related }: SnapshotOptions): string {
  const query = new URLSearchParams({ start, related: String(related) });
  return `${serviceUrl('snapshot', `/topology/${encodeURIComponent(componentId)}`)}?${query.toString()}`;
}
