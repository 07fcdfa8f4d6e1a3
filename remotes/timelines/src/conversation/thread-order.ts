// The shape of a conversation (spec 2 section 2, conversation view), as pure functions over the
// statuses' ids and reply links. The page renders what these compute; the tests read like the spec.

/** What the thread needs of a status: its id and the id it replies to. */
export interface ThreadItem {
  id: string;
  inReplyToId: string | null;
}

const NUMERIC = /^\d+$/;

/**
 * Spec 2 section 2: statuses are sorted by numeric id, non-numeric ids after numeric ones. Numeric
 * ids compare as numbers of any length (snowflakes outgrow Number); the others keep their order.
 */
export function compareStatusIds(a: string, b: string): number {
  const an = NUMERIC.test(a);
  const bn = NUMERIC.test(b);
  if (an && bn) {
    const x = a.replace(/^0+(?=\d)/, '');
    const y = b.replace(/^0+(?=\d)/, '');
    if (x.length !== y.length) return x.length - y.length;
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (an) return -1;
  if (bn) return 1;
  return 0;
}

export function sortThread<T extends ThreadItem>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => compareStatusIds(a.id, b.id));
}

/** Replies of each status in the conversation, in thread order; roots are under the key ''. */
export function childrenMap(items: readonly ThreadItem[]): Map<string, string[]> {
  const known = new Set(items.map((item) => item.id));
  const children = new Map<string, string[]>();
  for (const item of sortThread(items)) {
    // A reply to a status the conversation does not hold (deleted, hidden) starts its own branch.
    const parent = item.inReplyToId && known.has(item.inReplyToId) ? item.inReplyToId : '';
    const list = children.get(parent) ?? [];
    list.push(item.id);
    children.set(parent, list);
  }
  return children;
}

/** Every reply below `id`, however deep. */
export function countDescendants(children: ReadonlyMap<string, readonly string[]>, id: string): number {
  let total = 0;
  const stack = [...(children.get(id) ?? [])];
  while (stack.length > 0) {
    const next = stack.pop() as string;
    total++;
    stack.push(...(children.get(next) ?? []));
  }
  return total;
}

/**
 * Spec 2 sections 2 and 9: replies deeper than maxDepthInThread minus 2 (at least 1), counted
 * from the dive, are hidden by default behind a 'show replies' button.
 */
export function hiddenDepth(maxDepthInThread: number): number {
  return Math.max(1, Math.floor(maxDepthInThread) - 2);
}

/** The chain from the conversation's root down to `id` (both included). */
export function ancestorsOf(items: readonly ThreadItem[], id: string): string[] {
  const parentOf = new Map(items.map((item) => [item.id, item.inReplyToId]));
  const chain: string[] = [];
  let cursor: string | null | undefined = id;
  const seen = new Set<string>();
  while (cursor && parentOf.has(cursor) && !seen.has(cursor)) {
    seen.add(cursor);
    chain.unshift(cursor);
    cursor = parentOf.get(cursor);
  }
  return chain;
}

/**
 * The statuses the tree shows, in document order: each status, then its replies, those of a status
 * `depth` levels below the roots only while depth < limit or the status is in `opened`.
 */
export function visibleTree(
  children: ReadonlyMap<string, readonly string[]>,
  roots: readonly string[],
  limit: number,
  opened: ReadonlySet<string>,
): string[] {
  const visible: string[] = [];
  const visit = (id: string, depth: number) => {
    visible.push(id);
    if (depth >= limit && !opened.has(id)) return;
    for (const reply of children.get(id) ?? []) visit(reply, depth + 1);
  };
  for (const root of roots) visit(root, 0);
  return visible;
}
