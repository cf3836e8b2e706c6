/** The log viewer opened on a component (spec 002 §2: View Logs). */
export const logsHref = (componentId: string) => `/logs?topologyId=${encodeURIComponent(componentId)}`;
