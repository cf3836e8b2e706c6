import type { UiNode, UiText } from '../api/identity-flow.types.ts';

/** The label the server gave a node, falling back to its field name. */
export function nodeLabel(node: UiNode): string {
  return node.meta?.label?.text ?? node.attributes.name ?? '';
}

/** The text a text node shows (Kratos sends an object; a plain string is accepted too). */
export function textNodeContent(node: UiNode): UiText | null {
  const { text } = node.attributes;
  if (text === undefined || text === null) return null;
  return typeof text === 'string' ? { text } : text;
}

/** Secrets listed in a text node's context (e.g. backup codes), if any. */
export function textNodeSecrets(content: UiText): string[] {
  const secrets = content.context?.['secrets'];
  if (!Array.isArray(secrets)) return [];
  return secrets
    .map((secret: unknown) => (typeof secret === 'object' && secret !== null ? (secret as UiText).text : secret))
    .filter((secret): secret is string => typeof secret === 'string');
}
