export interface TreeNode<T> {
  item: T;
  depth: number;
}

/**
 * The hypotheses in tree order (each parent before its children, siblings oldest first), with their
 * depth. One whose parent is missing is shown at the top rather than lost.
 */
export function hypothesisTree<T extends { id: string; parent_id: string | null; created_at: string }>(items: readonly T[]): TreeNode<T>[] {
  const ids = new Set(items.map((item) => item.id));
  const byParent = new Map<string | null, T[]>();
  for (const item of items) {
    const parent = item.parent_id && ids.has(item.parent_id) ? item.parent_id : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), item]);
  }
  const ordered: TreeNode<T>[] = [];
  const visit = (parent: string | null, depth: number) => {
    const children = [...(byParent.get(parent) ?? [])].sort((a, b) => a.created_at.localeCompare(b.created_at));
    for (const child of children) {
      ordered.push({ item: child, depth });
      visit(child.id, depth + 1);
    }
  };
  visit(null, 0);
  return ordered;
}
