// Build time (the composer's rspack config): emojibase-data cut down to what the emoji picker and
// the ':' completion read, one group at a time (decision 0031). Each group becomes its own small
// chunk that parses in a task of its own, instead of one 640 KB module parsed in one long task.

/** Group 2 holds the components (skin tone and hair modifiers): parts of emoji, not emoji to pick. */
const COMPONENT_GROUP = 2;

/** The five Fitzpatrick modifiers, light to dark: tone 1 to 5. */
const TONE_HEXCODES = ['1F3FB', '1F3FC', '1F3FD', '1F3FE', '1F3FF'];

/**
 * The variant of each of the five tones: the one whose modifiers are all that tone (a handshake
 * or a couple has one variant per pair of tones; the picker offers the matching pair). Null when
 * the data lacks one of the five.
 * @param {readonly { hexcode: string; unicode: string }[] | undefined} skins
 * @returns {string[] | null}
 */
function skinVariants(skins) {
  if (!skins?.length) return null;
  /** @type {(string | undefined)[]} */
  const out = [undefined, undefined, undefined, undefined, undefined];
  for (const skin of skins) {
    const tones = skin.hexcode.split('-').flatMap((part) => {
      const tone = TONE_HEXCODES.indexOf(part);
      return tone === -1 ? [] : [tone];
    });
    const first = tones[0];
    if (first === undefined || tones.some((tone) => tone !== first) || out[first] !== undefined) continue;
    out[first] = skin.unicode;
  }
  return out.every((variant) => variant !== undefined) ? /** @type {string[]} */ (out) : null;
}

/** The groups the picker shows, in emojibase's order (their `group` numbers). */
const PICKER_GROUPS = [0, 1, 3, 4, 5, 6, 7, 8, 9];

/**
 * One group as the picker reads it: its key and name in the data's language, and its emoji in
 * Unicode's order as [character, label, keywords (tags and shortcodes, lower case, space
 * separated), the five skin tone variants or nothing]. Lone regional indicators (no group) and
 * the components are never in a group.
 * @param {readonly any[]} compact emojibase's `{lang}/compact.json`
 * @param {{ groups: readonly { key: string; message: string; order: number }[] }} messages `{lang}/messages.json`
 * @param {Readonly<Record<string, string | readonly string[]>>} shortcodes `en/shortcodes/emojibase.json`
 * @param {number} group
 */
function pickerGroup(compact, messages, shortcodes, group) {
  if (group === COMPONENT_GROUP) throw new Error('The components are not a picker group');
  const about = messages.groups.find((entry) => entry.order === group);
  if (!about) throw new Error(`emojibase has no group ${group}`);
  const emoji = compact
    .filter((entry) => entry.group === group && entry.unicode)
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    .map((entry) => {
      const codes = shortcodes[entry.hexcode];
      const words = [...(entry.tags ?? []), ...(typeof codes === 'string' ? [codes] : (codes ?? []))];
      const skins = skinVariants(entry.skins);
      const record = [entry.unicode, entry.label, words.join(' ').toLowerCase()];
      if (skins) record.push(skins);
      return record;
    });
  return { key: about.key, label: about.message, emoji };
}

module.exports = { PICKER_GROUPS, pickerGroup, skinVariants };
