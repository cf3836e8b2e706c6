import type { UiText } from '../api/identity-flow.types.ts';

export interface FlowMessagesProps {
  messages: UiText[] | undefined;
  /** Set for a field's messages, so the field can point at them (aria-describedby). */
  id?: string;
  /** Field messages are small lines under the field; flow messages are boxed. */
  variant?: 'field' | 'flow';
}

const FIELD_COLORS: Record<string, string> = {
  error: 'text-red-600',
  success: 'text-green-700',
  info: 'text-gray-500',
};

const FLOW_COLORS: Record<string, string> = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-green-200 bg-green-50 text-green-800',
  info: 'border-blue-200 bg-blue-50 text-blue-800',
};

/** Server-supplied messages, coloured by their type (error, success, info). */
export function FlowMessages({ messages, id, variant = 'flow' }: FlowMessagesProps) {
  if (!messages || messages.length === 0) return null;
  return (
    <div id={id} className={variant === 'flow' ? 'space-y-2' : 'mt-1 space-y-0.5'}>
      {messages.map((message, index) => {
        const type = message.type ?? 'info';
        return variant === 'flow' ? (
          <p
            key={`${message.id ?? 'm'}-${index}`}
            role={type === 'error' ? 'alert' : 'status'}
            className={`rounded-md border px-3 py-2 text-sm ${FLOW_COLORS[type] ?? FLOW_COLORS['info']}`}
          >
            {message.text}
          </p>
        ) : (
          <p key={`${message.id ?? 'm'}-${index}`} className={`text-xs ${FIELD_COLORS[type] ?? FIELD_COLORS['info']}`}>
            {message.text}
          </p>
        );
      })}
    </div>
  );
}
