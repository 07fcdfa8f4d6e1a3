// emojibase-data through the composer's emoji data loader (build/emoji-data-loader.cjs).
declare module '*compact.json?picker-groups' {
  import type { PickerGroupData } from '../build/emoji-picker-data.cjs';

  /** Each picker group of the language, in order, as a chunk of its own. */
  const groups: readonly (() => Promise<{ default: PickerGroupData }>)[];
  export default groups;
}
