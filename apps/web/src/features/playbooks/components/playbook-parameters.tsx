import type { PlaybookParameter } from '@vigil/domain';
import { LoadingState } from '#src/ui/page/loading-state.tsx';
import { ParameterField } from './parameter-field.tsx';

export interface PlaybookParametersProps {
  /** Undefined until a resource is chosen. */
  parameters: PlaybookParameter[] | undefined;
  loading: boolean;
  loadError: string | undefined;
  values: Record<string, string>;
  errors: Record<string, string>;
  /** Errors are shown for these names (touched, or every one after Run). */
  shown: ReadonlySet<string>;
  onChange: (name: string, value: string) => void;
  onTouched: (name: string) => void;
}

const NOTE = 'text-sm text-gray-500';

/** The 'Playbook Parameters' section of the Run dialog (spec 002 §2, §5). */
export function PlaybookParameters({ parameters, loading, loadError, values, errors, shown, onChange, onTouched }: PlaybookParametersProps) {
  if (loadError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {loadError}
      </p>
    );
  }
  if (loading) return <LoadingState label="Loading parameters..." />;
  if (parameters === undefined) return <p className={NOTE}>Please select a resource to see the parameters.</p>;
  if (parameters.length === 0) return <p className={NOTE}>This playbook has no parameters.</p>;
  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
      {parameters.map((parameter) => (
        <div key={parameter.name} className={parameter.type === 'code' || parameter.properties?.multiline ? 'xl:col-span-2' : ''}>
          <ParameterField
            parameter={parameter}
            value={values[parameter.name] ?? ''}
            error={shown.has(parameter.name) ? errors[parameter.name] : undefined}
            onChange={(value) => onChange(parameter.name, value)}
            onTouched={() => onTouched(parameter.name)}
          />
        </div>
      ))}
    </div>
  );
}
