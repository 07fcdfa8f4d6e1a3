/** A picker emoji as the build writes it: character, label, keywords, skin tone variants. */
export type PickerRecord = [string, string, string] | [string, string, string, string[]];

export interface PickerGroupData {
  key: string;
  label: string;
  emoji: PickerRecord[];
}

export const PICKER_GROUPS: readonly number[];
export function skinVariants(
  skins: readonly { hexcode: string; unicode: string }[] | undefined,
): string[] | null;
export function pickerGroup(
  compact: readonly unknown[],
  messages: { groups: readonly { key: string; message: string; order: number }[] },
  shortcodes: Readonly<Record<string, string | readonly string[]>>,
  group: number,
): PickerGroupData;
