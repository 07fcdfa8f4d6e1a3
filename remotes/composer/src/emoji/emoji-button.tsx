import { interfaceLanguage$ } from '@murmur/shared/core';
import { lazy, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PopoverButton } from '../popover/popover-button';
import type { PickerEmoji } from './emoji-catalogue';
import { emojiMessages as m } from './messages';
import { loadUnicodeEmoji } from './unicode-emoji';

// The picker (and its virtualised grid) loads the first time someone opens it.
const loadPicker = () => import('./emoji-picker');
let EmojiPicker = lazy(loadPicker);

export interface EmojiButtonProps {
  /** The button's and the dialog's name. */
  label: string;
  onPick: (emoji: PickerEmoji) => void;
  customAllowed?: boolean;
  className: string;
  align?: 'start' | 'end';
  children: ReactNode;
}

/** A button that opens the emoji picker beside it; picking closes it. */
export function EmojiButton({ label, onPick, customAllowed, className, align, children }: EmojiButtonProps) {
  const intl = useIntl();
  return (
    <PopoverButton
      label={label}
      className={className}
      align={align}
      loading={
        <span className="emoji-picker emoji-picker--loading" role="status">
          {intl.formatMessage(m.loading)}
        </span>
      }
      prefetch={() => {
        void loadPicker().catch(() => undefined);
        // The Unicode set (its own chunk) starts loading as the pointer or focus comes.
        void loadUnicodeEmoji(interfaceLanguage$.getValue()).catch(() => undefined);
      }}
      onRetry={() => {
        EmojiPicker = lazy(loadPicker);
      }}
      popover={(close) => (
        <EmojiPicker
          label={label}
          customAllowed={customAllowed}
          onClose={close}
          onPick={(emoji) => {
            onPick(emoji);
            close();
          }}
        />
      )}
    >
      {children}
    </PopoverButton>
  );
}
