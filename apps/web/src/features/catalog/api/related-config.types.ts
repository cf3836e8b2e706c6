/** A config reached from another through relationships (`related_configs_recursive`). */
export interface RelatedConfig {
  id: string;
  name: string | null;
  type: string | null;
  status: string | null;
  health: string | null;
  labels?: Record<string, string> | null;
  deleted_at?: string | null;
  /** The configs this one was reached from, on the walk. */
  related_ids: string[] | null;
  depth: number;
  direction: 'incoming' | 'outgoing' | 'both';
}
