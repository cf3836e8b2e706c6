import { useEffect, useId, useRef, useState } from 'react';
import { FormField } from '#src/ui/form/form-field.tsx';
import { Select } from '#src/ui/select/select.tsx';
import { useTopologyTemplates } from '../api/list-topology-templates.ts';
import type { TopologyTemplate } from '../api/topology-settings.types.ts';

const BLANK = '';

interface TopologyTemplatePickerProps {
  /** A template to choose as soon as the list arrives (Add Integration > Custom Topology links with it). */
  initialTemplate?: string | undefined;
  onChoose: (template: TopologyTemplate) => void;
}

/** 'Start from': the server's topology templates, each of which fills the editor; nothing when there are none. */
export function TopologyTemplatePicker({ initialTemplate, onChoose }: TopologyTemplatePickerProps) {
  const id = useId();
  const templates = useTopologyTemplates();
  const [chosen, setChosen] = useState(BLANK);
  const applied = useRef(false);
  const list = templates.data ?? [];

  useEffect(() => {
    if (applied.current || !initialTemplate) return;
    const template = templates.data?.find((candidate) => candidate.name === initialTemplate);
    if (!template) return;
    applied.current = true;
    setChosen(template.name);
    onChoose(template);
  }, [initialTemplate, templates.data, onChoose]);

  if (list.length === 0) return null;
  const description = list.find((template) => template.name === chosen)?.description;
  return (
    <FormField id={id} label="Start from" hint={description ?? 'A template fills the spec below; edit it before saving.'}>
      <Select
        id={id}
        value={chosen}
        placeholder="Blank topology"
        options={list.map((template) => ({ value: template.name, label: template.name }))}
        onChange={(name) => {
          const template = list.find((candidate) => candidate.name === name);
          if (!template) return;
          applied.current = true;
          setChosen(name);
          onChoose(template);
        }}
      />
    </FormField>
  );
}
