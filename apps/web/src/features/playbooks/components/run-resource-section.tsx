import { useId } from 'react';
import { Select } from '#src/ui/select/select.tsx';
import { FIELD_LABEL } from '#src/ui/styles/kit-classes.ts';
import type { PlaybookResource } from '../api/playbook.types.ts';
import { ResourceSearch } from './resource-search.tsx';

const TYPE_OPTIONS = [
  { value: 'config', label: 'Config' },
  { value: 'check', label: 'Check' },
  { value: 'component', label: 'Component' },
] as const;

const TYPE_NAMES: Record<PlaybookResource['type'], string> = { config: 'Config', check: 'Check', component: 'Component' };

export interface RunResourceSectionProps {
  type: PlaybookResource['type'];
  resource: PlaybookResource | null;
  /** Opened from a resource: it is shown, not chosen. */
  fixed: boolean;
  onTypeChange: (type: PlaybookResource['type']) => void;
  onChange: (resource: PlaybookResource | null) => void;
}

/** The 'Resource' section of the Run dialog: a config, check or component to run on. */
export function RunResourceSection({ type, resource, fixed, onTypeChange, onChange }: RunResourceSectionProps) {
  const typeId = useId();
  if (fixed && resource) {
    return (
      <p className="flex items-center gap-2 text-sm">
        <span className="text-gray-500">{TYPE_NAMES[resource.type]}</span>
        <span className="font-medium text-gray-900">{resource.name ?? resource.id}</span>
      </p>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-[10rem_1fr]">
      <div className="flex flex-col gap-1">
        <label htmlFor={typeId} className={FIELD_LABEL}>
          Type
        </label>
        <Select id={typeId} value={type} options={TYPE_OPTIONS} onChange={onTypeChange} className="w-full" />
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <span className={FIELD_LABEL}>{TYPE_NAMES[type]}</span>
        <ResourceSearch
          type={type}
          label={TYPE_NAMES[type]}
          value={resource ? { id: resource.id, name: resource.name ?? resource.id } : null}
          onChange={(chosen) => onChange(chosen ? { type, id: chosen.id, name: chosen.name } : null)}
        />
      </div>
    </div>
  );
}
