import type { FlowUi, UiNode, UiNodeAttributes, UiText } from './identity.types.ts';

interface InputSpec {
  group: UiNode['group'];
  name: string;
  type: string;
  value?: unknown;
  required?: boolean;
  disabled?: boolean;
  autocomplete?: string;
  label?: UiText;
}

/** Builders of ui.nodes, so every flow's fields come out in the same shape. */
export const uiNodes = {
  input(spec: InputSpec): UiNode {
    const attributes: UiNodeAttributes = {
      name: spec.name,
      type: spec.type,
      ...(spec.value !== undefined ? { value: spec.value } : {}),
      required: spec.required ?? false,
      disabled: spec.disabled ?? false,
      ...(spec.autocomplete ? { autocomplete: spec.autocomplete } : {}),
      node_type: 'input',
    };
    return { type: 'input', group: spec.group, attributes, messages: [], meta: spec.label ? { label: spec.label } : {} };
  },

  submit(group: UiNode['group'], name: string, value: unknown, label: UiText): UiNode {
    return uiNodes.input({ group, name, type: 'submit', value, label });
  },

  hidden(group: UiNode['group'], name: string, value: unknown): UiNode {
    return uiNodes.input({ group, name, type: 'hidden', value, required: true });
  },

  image(group: UiNode['group'], id: string, src: string, label: UiText): UiNode {
    return { type: 'img', group, attributes: { id, src, width: 256, height: 256, node_type: 'img' }, messages: [], meta: { label } };
  },

  text(group: UiNode['group'], id: string, text: UiText, label: UiText): UiNode {
    return { type: 'text', group, attributes: { id, text, node_type: 'text' }, messages: [], meta: { label } };
  },

  link(group: UiNode['group'], id: string, href: string, title: UiText): UiNode {
    return { type: 'a', group, attributes: { id, href, title, node_type: 'a' }, messages: [], meta: { label: title } };
  },

  /**
   * Adds a message under the field called `name`; when the form has no such field in its current
   * state, the message goes to the whole form so it is never lost.
   */
  addMessage(ui: FlowUi, name: string, message: UiText): void {
    const node = ui.nodes.find((n) => n.attributes.name === name && n.attributes.type !== 'submit');
    if (node) node.messages.push(message);
    else ui.messages.push(message);
  },

  /** Sets the value shown in the field called `name`. */
  setValue(nodes: UiNode[], name: string, value: unknown): void {
    const node = nodes.find((n) => n.attributes.name === name && n.attributes.type !== 'submit');
    if (node) node.attributes.value = value;
  },

  clearMessages(nodes: UiNode[]): void {
    for (const node of nodes) node.messages = [];
  },
};
