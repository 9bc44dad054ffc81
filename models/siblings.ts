// The stores sit side by side under the root store; a store reaches a sibling through the root rather than
// holding a copy of its state. Standalone stores (in tests) simply have no siblings.
import { type IAnyStateTreeNode, getRoot, hasParent } from 'mobx-state-tree';

export function siblingStore<T>(node: IAnyStateTreeNode, name: 'cart' | 'buyFlow' | 'ui' | 'catalog'): T | null {
  if (!hasParent(node)) return null;
  const root = getRoot<Record<string, unknown>>(node);
  return (root[name] as T | undefined) ?? null;
}
