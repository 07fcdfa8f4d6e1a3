export { ACCOUNT_NAME_MAX_CHARACTERS, AccountName, type AccountNameProps, clampName } from './account-name';
export { capCombiningMarks, capCombiningMarksHtml, MAX_MARKS_PER_BASE } from './combining';
export { type ContentMention, type ContentTag, findMention, type LinkFacts } from './content-link';
export {
  type ContentEmoji,
  CUSTOM_EMOJI_SHOWN,
  countCustomEmoji,
  type EmojiBudget,
  type EmojiSegment,
  emojiLookup,
  splitEmoji,
} from './custom-emoji';
export { EmojiImage } from './emoji-image';
export { EmojiText, type EmojiTextProps } from './emoji-text';
export { HtmlContent, type HtmlContentProps, renderHtml } from './html-content';
export { isExternalUrl, safeLinkUrl, safeMediaUrl } from './html-policy';
export { MentionLink, type MentionLinkProps, mentionParts } from './mention-link';
export { mentionMessages } from './mention-messages';
export { MFM_EFFECTS, type MfmEffect } from './mfm';
export { sanitizeHtml } from './sanitize';
export { spokenName } from './spoken-name';
