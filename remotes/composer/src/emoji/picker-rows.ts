import type { PickerEmoji } from './emoji-catalogue';

/** A section of the picker: the recent emoji, one custom pack, or one Unicode group. */
export interface PickerGroup {
  /** Unique across kinds: 'recent', 'custom:{pack}', 'unicode:{emojibase key}'. */
  id: string;
  /** The pack's name or the Unicode group's key. */
  group: string;
  items: readonly PickerEmoji[];
}

/** The picker's rows: a group title, or up to `columns` emoji; each knows its group's id. */
export type PickerRow =
  | { kind: 'title'; id: string; group: string }
  | { kind: 'emoji'; id: string; items: PickerEmoji[]; firstIndex: number };

export const RECENT_GROUP = 'recent';

/**
 * Lays the emoji out for the virtualised grid: each group (recent first, then the order the
 * emoji come in) under its title, `columns` to a row. `firstIndex` numbers the emoji across the
 * whole grid, so keyboard moves can address a cell that is not in the DOM; `titleRow` is where
 * each group starts, for the category tabs.
 */
export function pickerRows(
  groups: readonly PickerGroup[],
  columns: number,
): { rows: PickerRow[]; emoji: PickerEmoji[]; rowOfIndex: number[]; titleRow: Map<string, number> } {
  const rows: PickerRow[] = [];
  const emoji: PickerEmoji[] = [];
  const rowOfIndex: number[] = [];
  const titleRow = new Map<string, number>();
  for (const { id, group, items } of groups) {
    if (items.length === 0) continue;
    titleRow.set(id, rows.length);
    rows.push({ kind: 'title', id, group });
    for (let start = 0; start < items.length; start += columns) {
      const slice = items.slice(start, start + columns);
      const firstIndex = emoji.length;
      for (let i = 0; i < slice.length; i++) rowOfIndex.push(rows.length);
      rows.push({ kind: 'emoji', id, items: slice, firstIndex });
      emoji.push(...slice);
    }
  }
  return { rows, emoji, rowOfIndex, titleRow };
}

/** The id of an emoji's section: custom packs and Unicode groups never share one. */
export function groupId(emoji: PickerEmoji): string {
  return `${emoji.imageUrl ? 'custom' : 'unicode'}:${emoji.group}`;
}

/** Emoji grouped by their section, in the order the sections first appear. */
export function byGroup(list: readonly PickerEmoji[]): PickerGroup[] {
  const groups = new Map<string, PickerGroup & { items: PickerEmoji[] }>();
  for (const emoji of list) {
    const id = groupId(emoji);
    const known = groups.get(id);
    if (known) known.items.push(emoji);
    else groups.set(id, { id, group: emoji.group, items: [emoji] });
  }
  return [...groups.values()];
}

/**
 * The key as the reading direction means it: in a right-to-left interface the grid and the tabs
 * are mirrored, so the left arrow goes forward and the right arrow back.
 */
export function inlineKey(key: string, element: Element): string {
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return key;
  // The nearest `dir` says it: the shell writes the interface language's direction on <html>.
  if (element.closest('[dir]')?.getAttribute('dir')?.toLowerCase() !== 'rtl') return key;
  return key === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
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
