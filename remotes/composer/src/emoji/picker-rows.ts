import type { PickerEmoji } from './emoji-catalogue';

/** The picker's rows: a group title, or up to `columns` emoji. */
export type PickerRow =
  | { kind: 'title'; group: string }
  | { kind: 'emoji'; items: PickerEmoji[]; firstIndex: number };

export const RECENT_GROUP = 'recent';

/**
 * Lays the emoji out for the virtualised grid: each group (recent first, then the order the
 * emoji come in) under its title, `columns` to a row. `firstIndex` numbers the emoji across the
 * whole grid, so keyboard moves can address a cell that is not in the DOM.
 */
export function pickerRows(
  groups: ReadonlyArray<{ group: string; items: readonly PickerEmoji[] }>,
  columns: number,
): { rows: PickerRow[]; emoji: PickerEmoji[]; rowOfIndex: number[] } {
  const rows: PickerRow[] = [];
  const emoji: PickerEmoji[] = [];
  const rowOfIndex: number[] = [];
  for (const { group, items } of groups) {
    if (items.length === 0) continue;
    rows.push({ kind: 'title', group });
    for (let start = 0; start < items.length; start += columns) {
      const slice = items.slice(start, start + columns);
      const firstIndex = emoji.length;
      for (let i = 0; i < slice.length; i++) rowOfIndex.push(rows.length);
      rows.push({ kind: 'emoji', items: slice, firstIndex });
      emoji.push(...slice);
    }
  }
  return { rows, emoji, rowOfIndex };
}

/** Emoji grouped by their group, in the order the groups first appear. */
export function byGroup(list: readonly PickerEmoji[]): { group: string; items: PickerEmoji[] }[] {
  const groups = new Map<string, PickerEmoji[]>();
  for (const emoji of list) {
    const items = groups.get(emoji.group);
    if (items) items.push(emoji);
    else groups.set(emoji.group, [emoji]);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}

/** The cell a key press moves to, or null when the key is not a move (or leaves the grid). */
export function moveIndex(key: string, index: number, total: number, columns: number): number | null {
  const step =
    key === 'ArrowRight'
      ? 1
      : key === 'ArrowLeft'
        ? -1
        : key === 'ArrowDown'
          ? columns
          : key === 'ArrowUp'
            ? -columns
            : 0;
  if (key === 'Home') return 0;
  if (key === 'End') return total - 1;
  if (step === 0) return null;
  const next = index + step;
  if (next < 0 || next >= total) return step === columns && index < total - 1 ? total - 1 : null;
  return next;
}
