export type RetainedKind = 'statuses' | 'accounts' | 'polls';

/**
 * What mounted views hold on to, counted per id: the store sweep never removes a retained entity.
 * Each `retain` returns its own release, so two views showing the same post keep it until both
 * are gone.
 */
export class Retention {
  private readonly counts: Record<RetainedKind, Map<string, number>> = {
    statuses: new Map(),
    accounts: new Map(),
    polls: new Map(),
  };

  retain(kind: RetainedKind, ids: readonly (string | null | undefined)[]): () => void {
    const held = ids.filter((id): id is string => typeof id === 'string' && id !== '');
    const counts = this.counts[kind];
    for (const id of held) counts.set(id, (counts.get(id) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const id of held) {
        const count = (counts.get(id) ?? 1) - 1;
        if (count <= 0) counts.delete(id);
        else counts.set(id, count);
      }
    };
  }

  has(kind: RetainedKind, id: string): boolean {
    return this.counts[kind].has(id);
  }

  ids(kind: RetainedKind): string[] {
    return [...this.counts[kind].keys()];
  }
}
