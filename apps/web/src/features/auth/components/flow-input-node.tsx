import type { FieldError, UseFormRegister } from 'react-hook-form';
import type { UiNode, UiText } from '../api/identity-flow.types.ts';
import { isButton, parseFieldValue, type FormValues } from '../utils/flow-values.ts';
import { nodeLabel } from '../utils/node-text.ts';
import { FlowMessages } from './flow-messages.tsx';
import { PRIMARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { FIELD_LABEL, FOCUS_RING, TEXT_INPUT } from '#src/ui/styles/kit-classes.ts';

export const REQUIRED_MESSAGE = 'This field is required';

export interface FlowInputNodeProps {
  node: UiNode;
  fieldId: string;
  register: UseFormRegister<FormValues>;
  error: FieldError | undefined;
  submitting: boolean;
  onButtonClick: (node: UiNode) => void;
}

/** One server-supplied input: a hidden field, a submit button, a checkbox or a labelled field. */
export function FlowInputNode({ node, fieldId, register, error, submitting, onButtonClick }: FlowInputNodeProps) {
  const { attributes } = node;
  const name = attributes.name ?? '';
  const label = nodeLabel(node);

  if (isButton(node)) {
    return (
      <div>
        <button
          type="submit"
          name={name}
          value={String(attributes.value ?? '')}
          disabled={submitting || attributes.disabled}
          onClick={() => onButtonClick(node)}
          className={`${PRIMARY_BUTTON} h-9 w-full justify-center disabled:cursor-not-allowed ${FOCUS_RING}`}
        >
          {label || 'Submit'}
        </button>
        <FlowMessages messages={node.messages} variant="field" />
      </div>
    );
  }

  if (attributes.type === 'hidden') return <input type="hidden" {...register(name)} />;

  const messages: UiText[] = [...(node.messages ?? [])];
  if (error?.message) messages.push({ text: error.message, type: 'error' });
  const messagesId = messages.length > 0 ? `${fieldId}-messages` : undefined;
  const invalid = messages.some((message) => message.type === 'error');
  const field = register(name, {
    required: attributes.required ? REQUIRED_MESSAGE : false,
    disabled: attributes.disabled,
    ...(attributes.type === 'number' ? { setValueAs: (raw: unknown) => parseFieldValue(node, raw) } : {}),
  });

  if (attributes.type === 'checkbox') {
    return (
      <div>
        <label htmlFor={fieldId} className="flex items-center gap-2 text-sm text-gray-700">
          <input
            id={fieldId}
            type="checkbox"
            aria-invalid={invalid || undefined}
            aria-describedby={messagesId}
            className={`size-4 rounded border-gray-400 accent-blue-600 ${FOCUS_RING}`}
            {...field}
          />
          {label}
        </label>
        <FlowMessages messages={messages} id={messagesId} variant="field" />
      </div>
    );
  }

  return (
    <div>
      <label htmlFor={fieldId} className={`${FIELD_LABEL} block`}>
        {label}
      </label>
      <input
        id={fieldId}
        type={attributes.type ?? 'text'}
        autoComplete={attributes.autocomplete}
        pattern={attributes.pattern}
        maxLength={attributes.maxlength}
        aria-required={attributes.required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={messagesId}
        className={`${TEXT_INPUT} mt-1 h-9 w-full disabled:bg-gray-100`}
        {...field}
      />
      <FlowMessages messages={messages} id={messagesId} variant="field" />
    </div>
  );
}
