/**
 * The nodes of a directed graph that lie on a cycle (a strongly connected component of more
 * than one node, or a node that depends on itself): Tarjan's algorithm. The answer depends only
 * on the graph, not on the order the nodes are given in.
 */
export function nodesOnCycles(
  nodes: readonly string[],
  dependsOn: (node: string) => readonly string[],
): Set<string> {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cyclic = new Set<string>();
  let next = 0;

  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const dep of dependsOn(node)) {
      if (!index.has(dep)) {
        visit(dep);
        low.set(node, Math.min(low.get(node)!, low.get(dep)!));
      } else if (onStack.has(dep)) {
        low.set(node, Math.min(low.get(node)!, index.get(dep)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || dependsOn(node).includes(node))
      for (const each of component) cyclic.add(each);
  };

  for (const node of nodes) if (!index.has(node)) visit(node);
  return cyclic;
}
