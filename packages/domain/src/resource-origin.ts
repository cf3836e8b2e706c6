/** The remote agent a resource belongs to, embedded as `agent:agents(id,name)`. */
export interface ResourceAgent {
  id: string;
  name: string;
}

/** What says where a resource comes from: its source, and the agent it belongs to (the local one when absent). */
export interface ResourceOrigin {
  source?: string | null | undefined;
  agent_id?: string | null | undefined;
  agent?: ResourceAgent | null | undefined;
}
