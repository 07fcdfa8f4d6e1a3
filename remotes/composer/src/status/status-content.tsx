import type { Status as StatusData } from '@murmur/shared';
import { HtmlContent } from '@murmur/shared';

const LANGUAGE_TAG = /^[A-Za-z]{2,8}(?:[-_][A-Za-z0-9]{1,8})*$/;

/** The post's text: its sanitised HTML rendered with router links and custom emoji. */
export function StatusContent({
  status,
  restrictedNicknames,
}: {
  status: StatusData;
  restrictedNicknames: readonly string[];
}) {
  if (!status.content) return null;
  const lang = status.language && LANGUAGE_TAG.test(status.language) ? status.language : undefined;
  return (
    <div className="status-content" lang={lang}>
      <HtmlContent
        html={status.content}
        emojis={status.emojis}
        mentions={status.mentions}
        tags={status.tags}
        restrictedNicknames={restrictedNicknames}
      />
    </div>
  );
}
