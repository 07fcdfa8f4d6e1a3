import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { emojiMessages as m } from './messages';
import { SKIN_TONES, type SkinTone } from './unicode-emoji';

/** A swatch per tone (default yellow, then Fitzpatrick 1-2 to 6): drawn, not an emoji glyph. */
const SWATCH: Record<SkinTone, string> = {
  0: '#ffc83d',
  1: '#f7dece',
  2: '#e0bb95',
  3: '#bf8f68',
  4: '#9b643d',
  5: '#594539',
};

const toneMessage = (tone: SkinTone) => m[`tone${tone}` as const];

export interface SkinTonePickerProps {
  tone: SkinTone;
  onTone: (tone: SkinTone) => void;
}

/**
 * The skin tone of the emoji that have tones: a button showing the current swatch opens a row of
 * six radio buttons (arrow keys move between them, as radios do).
 */
export function SkinTonePicker({ tone, onTone }: SkinTonePickerProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const groupId = useId();
  const name = (t: SkinTone) => intl.formatMessage(toneMessage(t));
  return (
    <>
      <button
        type="button"
        className="emoji-picker__tone-button"
        aria-expanded={open}
        aria-controls={open ? groupId : undefined}
        aria-label={intl.formatMessage(m.skinToneCurrent, { tone: name(tone) })}
        title={intl.formatMessage(m.skinToneCurrent, { tone: name(tone) })}
        onClick={() => setOpen((v) => !v)}
      >
        <span className="emoji-picker__swatch" style={{ background: SWATCH[tone] }} aria-hidden="true" />
      </button>
      {open ? (
        <fieldset id={groupId} className="emoji-picker__tones">
          <legend className="emoji-picker__sr-only">{intl.formatMessage(m.skinTone)}</legend>
          {SKIN_TONES.map((t) => (
            <label key={t} className="emoji-picker__tone" title={name(t)}>
              <input
                type="radio"
                name={groupId}
                checked={t === tone}
                onChange={() => onTone(t)}
                onKeyDown={(event) => {
                  // Enter takes the tone and closes the row, as a click on the chosen one does.
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    setOpen(false);
                  }
                }}
                // A pointer's click closes the row; arrow keys (a click of detail 0) only move.
                onClick={(event) => event.detail > 0 && setOpen(false)}
              />
              <span className="emoji-picker__swatch" style={{ background: SWATCH[t] }} aria-hidden="true" />
              <span className="emoji-picker__sr-only">{name(t)}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </>
  );
}
