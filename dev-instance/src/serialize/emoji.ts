import type { EmojiDef } from '../world/types';
import { type Ctx, url } from './context';

export function serializeEmoji(ctx: Ctx, emoji: EmojiDef) {
  return {
    shortcode: emoji.shortcode,
    url: url(ctx, emoji.url),
    static_url: url(ctx, emoji.staticUrl),
    visible_in_picker: emoji.visibleInPicker,
    category: emoji.category,
  };
}

export function serializeEmojiList(ctx: Ctx, shortcodes: string[]) {
  const out = [];
  for (const code of shortcodes) {
    const emoji = ctx.world.emoji.get(code);
    if (emoji) out.push(serializeEmoji(ctx, emoji));
  }
  return out;
}
