import type { PlaybookParameter } from '@vigil/domain';
import { renderGoTemplate } from '#src/expressions/template/go-template.ts';
import type { PlaybookParameterSpec } from '../spec/playbook-spec.schema.ts';

/** What a parameter's default sees: `{config|check|component, user}`. */
export type ParameterTemplateData = Record<string, unknown>;

/** A default rendered against the resource; its text as written when it cannot be rendered (a field the resource lacks). */
function renderDefault(source: string, data: ParameterTemplateData): string {
  if (!source.includes('{{')) return source;
  try {
    return renderGoTemplate(source, data);
  } catch {
    return source;
  }
}

function definedOnly<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter((entry) => entry[1] !== undefined)) as T;
}

/** The parameters as the API answers them: type text unless said, label the name unless said, defaults templated. */
export function parameterAnswers(parameters: readonly PlaybookParameterSpec[] | undefined, data: ParameterTemplateData): PlaybookParameter[] {
  return (parameters ?? []).map((parameter) =>
    definedOnly<PlaybookParameter>({
      name: parameter.name,
      label: parameter.label ?? parameter.name,
      type: parameter.type ?? 'text',
      required: parameter.required,
      description: parameter.description,
      icon: parameter.icon,
      default: parameter.default === undefined ? undefined : renderDefault(parameter.default, data),
      properties: parameter.properties ? definedOnly(parameter.properties as Record<string, unknown>) : undefined,
    }),
  );
}
