import type { PlaybookParameter } from '@vigil/domain';

/** A playbook row as /playbooks reads it from `/api/db/playbooks` (contract §2). */
export interface PlaybookRow {
  id: string;
  name: string;
  title: string | null;
  icon: string | null;
  description: string | null;
  category: string | null;
  /** 'UI' for playbooks made here; the others come from spec folders or agents and are read-only. */
  source: string | null;
  spec: Record<string, unknown> | null;
  created_at: string;
}

/** What the form saves: the title and the parsed spec. */
export interface PlaybookInput {
  title: string;
  spec: Record<string, unknown>;
}

/** The resource a playbook runs on. */
export interface PlaybookResource {
  type: 'config' | 'check' | 'component';
  id: string;
  name?: string | undefined;
}

/** A playbook as the Run dialog needs it. */
export interface RunnablePlaybook {
  id: string;
  name: string;
  title?: string | null;
  parameters?: PlaybookParameter[];
}

export function playbookTitle(playbook: { title?: string | null; name: string }): string {
  return playbook.title?.trim() || playbook.name;
}
