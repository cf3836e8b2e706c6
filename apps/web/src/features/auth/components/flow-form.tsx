import { useId, useRef, type FormEvent } from 'react';
import { get, useForm, type FieldError } from 'react-hook-form';
import type { IdentityFlow, UiNode } from '../api/identity-flow.types.ts';
import { initialValues, isButton, setValueAtPath, type FormValues } from '../utils/flow-values.ts';
import { FlowDisplayNode } from './flow-display-node.tsx';
import { FlowInputNode } from './flow-input-node.tsx';

export interface FlowFormProps {
  flow: IdentityFlow;
  /** The method group this form submits (password, profile, totp, code...); default-group nodes join every form. */
  group: string;
  submitting: boolean;
  onSubmit: (body: FormValues) => void;
  /** Values to start with instead of the server's, by field name (e.g. the identifier from the address). */
  prefill?: Record<string, string>;
}

/**
 * Renders a flow's nodes for one method group as a form, in the server's order, with the labels
 * and messages the server supplied, and submits the field values plus the clicked button's
 * name and value (e.g. `method: 'password'`).
 */
export function FlowForm({ flow, group, submitting, onSubmit, prefill }: FlowFormProps) {
  const formId = useId();
  const nodes = flow.ui.nodes.filter((node) => node.group === group || node.group === 'default');
  const form = useForm<FormValues>({ defaultValues: withPrefill(initialValues(nodes), nodes, prefill) });
  const clickedButton = useRef<UiNode | null>(null);

  const submitWith = (values: FormValues, button: UiNode | null) => {
    const name = button?.attributes.name;
    if (button && name) setValueAtPath(values, name, button.attributes.value);
    onSubmit(values);
  };
  const submitValidated = (button: UiNode | null) => form.handleSubmit((values) => submitWith(values, button));

  const submitForm = (event: FormEvent<HTMLFormElement>) => {
    // Pressing Enter in a field submits with the form's first button, as a browser would.
    const button = clickedButton.current ?? nodes.find(isButton) ?? null;
    clickedButton.current = null;
    if (button && button.attributes.name !== 'method') {
      // A secondary action (resend the code, unlink an app) does not need the form filled in.
      event.preventDefault();
      submitWith(structuredClone(form.getValues()), button);
      return;
    }
    void submitValidated(button)(event);
  };

  return (
    <form
      noValidate
      action={flow.ui.action}
      method={flow.ui.method}
      onSubmit={submitForm}
      className="space-y-4"
    >
      {nodes.map((node, index) => {
        const key = `${node.group}-${node.attributes.name ?? node.attributes.id ?? node.type}-${index}`;
        if (node.type !== 'input') return <FlowDisplayNode key={key} node={node} />;
        const name = node.attributes.name ?? '';
        return (
          <FlowInputNode
            key={key}
            node={node}
            fieldId={`${formId}-${index}`}
            register={form.register}
            error={get(form.formState.errors, name) as FieldError | undefined}
            submitting={submitting}
            onButtonClick={(clicked) => {
              clickedButton.current = clicked;
            }}
          />
        );
      })}
    </form>
  );
}

function withPrefill(values: FormValues, nodes: UiNode[], prefill: Record<string, string> | undefined): FormValues {
  if (!prefill) return values;
  for (const [name, value] of Object.entries(prefill)) {
    if (nodes.some((node) => node.type === 'input' && node.attributes.name === name)) setValueAtPath(values, name, value);
  }
  return values;
}
