import { useId } from 'react';
import { FormField } from '#src/ui/form/form-field.tsx';
import { Icon } from '#src/ui/icon/icon.tsx';
import { DEFAULT_TEAM_ICON } from '../utils/team-spec.ts';

interface TeamIconFieldProps {
  value: string;
  readOnly: boolean;
  onChange: (icon: string) => void;
}

/** The team's icon: a name of the icon table or an image address, drawn in the hint as it is typed. */
export function TeamIconField({ value, readOnly, onChange }: TeamIconFieldProps) {
  const id = useId();
  const hint = (
    <span className="inline-flex items-center gap-1.5">
      <Icon name={value.trim() || DEFAULT_TEAM_ICON} size={14} />
      An icon name (group, kubernetes, slack, ...) or an image address.
    </span>
  );
  return (
    <FormField id={id} label="Icon" hint={hint} className="max-w-md">
      <input id={id} value={value} placeholder={DEFAULT_TEAM_ICON} readOnly={readOnly} onChange={(event) => onChange(event.target.value)} />
    </FormField>
  );
}
