import type { ConnectionRecord } from '@vigil/domain';

/** A row of `connections` as the list reads it: never a password or certificate. */
export interface ConnectionSummary extends Omit<ConnectionRecord, 'password' | 'certificate'> {
  source: string | null;
  created_by: string | null;
  /** The person who created it, embedded through `created_by`. */
  creator?: { id: string; name: string } | null;
  created_at: string | null;
  updated_at: string | null;
}

/** One connection as its dialog reads it: secrets arrive masked as `***` when stored. */
export interface Connection extends ConnectionSummary, Pick<ConnectionRecord, 'password' | 'certificate'> {}

/** What a save writes; `created_by` is filled by the server from the caller. */
export interface ConnectionInput extends Omit<ConnectionRecord, 'id' | 'properties'> {
  properties: Record<string, unknown>;
}

/** A permission record of a connection, with its person or team when it names one. */
export interface ConnectionPermission {
  id: string;
  name: string | null;
  description: string | null;
  action: string;
  deny: boolean;
  until: string | null;
  source: string | null;
  person_id: string | null;
  team_id: string | null;
  connection_id: string | null;
  person?: { id: string; name: string } | null;
  team?: { id: string; name: string } | null;
  created_at: string | null;
}
