import type { WhitelabelNode, WhitelabelFlag } from '@lotus/contract/modules';

/**
 * Whether a white-label module is on in the tree the status call sent: the node and every ancestor
 * must be enabled (a child of a switched-off parent is off, as on the server).
 */
export function isModuleOn(tree: readonly WhitelabelNode[], modId: WhitelabelFlag | string): boolean {
  const walk = (nodes: readonly WhitelabelNode[]): boolean | undefined => {
    for (const node of nodes) {
      if (node.modId === modId) return node.enabled;
      const below = walk(node.childrenNodes);
      if (below !== undefined) return node.enabled && below;
    }
    return undefined;
  };
  return walk(tree) ?? false;
}
