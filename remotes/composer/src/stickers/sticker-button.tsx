import { useInstanceExtras } from '@murmur/shared';
import { Sticker as StickerIcon } from 'lucide-react';
import { lazy } from 'react';
import { useIntl } from 'react-intl';
import { emojiMessages } from '../emoji/messages';
import { PopoverButton } from '../popover/popover-button';
import { stickerMessages } from './messages';
import type { Sticker } from './sticker-packs';

const loadPicker = () => import('./sticker-picker');
let StickerPicker = lazy(loadPicker);

/** The stickers button of the post form, shown only where the instance has sticker packs. */
export function StickerButton({
  onPick,
  disabled,
}: {
  onPick: (sticker: Sticker) => void;
  disabled: boolean;
}) {
  const intl = useIntl();
  const { stickers } = useInstanceExtras();
  if (stickers.length === 0 || disabled) return null;
  return (
    <PopoverButton
      label={intl.formatMessage(stickerMessages.title)}
      className="post-form__toggle"
      loading={
        <span className="emoji-picker emoji-picker--loading" role="status">
          {intl.formatMessage(emojiMessages.loading)}
        </span>
      }
      prefetch={() => void loadPicker().catch(() => undefined)}
      onRetry={() => {
        StickerPicker = lazy(loadPicker);
      }}
      popover={(close) => (
        <StickerPicker
          onClose={close}
          onPick={(sticker) => {
            onPick(sticker);
            close();
          }}
        />
      )}
    >
      <StickerIcon size={18} aria-hidden="true" />
    </PopoverButton>
  );
}
