// How a store reaches the others: through the root store's typed properties (root.ui, root.catalog), never by a
// name. Each store's file declares what it needs from the root as an interface (CartRoot, BuyFlowRoot, …), so it
// imports no root type (the root imports the stores; the other way would close a cycle), and root-store.ts
// compiles only while the root provides every one of them. A store made on its own (in tests) has no root.
import { type IAnyStateTreeNode, getRoot, hasParent } from 'mobx-state-tree';

export function rootOf<Root extends object>(node: IAnyStateTreeNode): Root | null {
  // The one cast: root-store.ts holds RootStore to every store's Root interface at compile time.
  return hasParent(node) ? (getRoot<IAnyStateTreeNode>(node) as unknown as Root) : null;
}
