import './sticker-picker.css';
import { useInstanceExtras } from '@murmur/shared';
import { X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { stickerMessages } from './messages';
import { type Sticker, stickerGroups } from './sticker-packs';

/**
 * The instance's sticker packs (spec 3: loaded on demand). Choosing one uploads it to the post as
 * a file. Escape and a click outside close it.
 */
export default function StickerPicker({
  onPick,
  onClose,
}: {
  onPick: (sticker: Sticker) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const { stickers } = useInstanceExtras();
  const groups = useMemo(() => stickerGroups(stickers), [stickers]);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>('.sticker-picker__item')?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!panelRef.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <div
      ref={panelRef}
      className="sticker-picker"
      role="dialog"
      aria-label={intl.formatMessage(stickerMessages.title)}
      onKeyDown={onKeyDown}
    >
      <div className="sticker-picker__header">
        <h3>{intl.formatMessage(stickerMessages.title)}</h3>
        <button
          type="button"
          className="emoji-picker__close"
          aria-label={intl.formatMessage(stickerMessages.close)}
          title={intl.formatMessage(stickerMessages.close)}
          onClick={onClose}
        >
          <X size={16} aria-hidden="true" />
        </button>
      </div>
      {groups.map((group) => (
        <section key={group.pack} className="sticker-picker__pack" aria-label={group.title}>
          <h4 className="sticker-picker__title" dir="auto" title={group.title}>
            {group.title}
          </h4>
          <div className="sticker-picker__grid">
            {group.stickers.map((sticker) => (
              <button
                key={sticker.url}
                type="button"
                className="sticker-picker__item"
                aria-label={intl.formatMessage(stickerMessages.sticker, {
                  name: sticker.file.replace(/\.[a-z]+$/i, ''),
                })}
                onClick={() => onPick(sticker)}
              >
                <img src={sticker.url} alt="" loading="lazy" draggable={false} />
              </button>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
