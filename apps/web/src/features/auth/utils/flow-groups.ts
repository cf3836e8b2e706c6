import type { IdentityFlow } from '../api/identity-flow.types.ts';

/**
 * The method groups of a flow in the order the server lists them. Nodes of the `default` group
 * (the CSRF token, the identifier) belong to every method's form, so it is listed only when it is
 * the only group.
 */
export function flowGroups(flow: IdentityFlow): string[] {
  const groups: string[] = [];
  for (const node of flow.ui.nodes) {
    if (node.group !== 'default' && !groups.includes(node.group)) groups.push(node.group);
  }
  return groups.length > 0 ? groups : ['default'];
}
