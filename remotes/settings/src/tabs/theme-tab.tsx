import { setPreferences, usePreference } from '@murmur/shared';
import { AlertTriangle, Check, Download, RotateCcw, Upload, Wand2 } from 'lucide-react';
import { type ChangeEvent, type CSSProperties, useEffect, useId, useState } from 'react';
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';
import { applyTheme } from '../theme/apply-theme';
import { CUSTOM_THEME, loadPreset, loadStylesList } from '../theme/presets';
import {
  ADVANCED_COLORS,
  BUILT_IN_SOURCES,
  COMMON_COLORS,
  type ColorKey,
  contrastPairs,
  DEFAULT_FONTS,
  DEFAULT_OPACITY,
  DEFAULT_RADII,
  DEFAULT_SHADOWS,
  type FontKey,
  isColor,
  isFont,
  isShadow,
  type OpacityKey,
  type RadiusKey,
  readThemeSource,
  resolvedColors,
  type ShadowKey,
  type ThemeSource,
  themeFile,
  themeVariables,
} from '../theme/theme-engine';

const texts = defineMessages({
  presets: { id: 'settings.presets', defaultMessage: 'Presets' },
  custom: { id: 'settings.style.custom', defaultMessage: 'Custom theme' },
  help: {
    id: 'settings.theme_help',
    defaultMessage: 'Pick a preset, or change its colours and shapes below and apply them as your own theme.',
  },
  common: { id: 'settings.style.common_colors._tab_label', defaultMessage: 'Common colors' },
  advanced: { id: 'settings.style.advanced_colors._tab_label', defaultMessage: 'Advanced colors' },
  radii: { id: 'settings.style.radii._tab_label', defaultMessage: 'Roundness' },
  fonts: { id: 'settings.style.fonts._tab_label', defaultMessage: 'Fonts' },
  shadows: { id: 'settings.style.shadows._tab_label', defaultMessage: 'Shadows' },
  opacity: { id: 'settings.style.opacity', defaultMessage: 'Opacity' },
  contrast: { id: 'settings.style.common_colors.contrast', defaultMessage: 'Contrast' },
  contrastRow: { id: 'settings.style.contrast_row', defaultMessage: '{text} on {background}' },
  ratio: { id: 'settings.style.contrast_ratio', defaultMessage: 'Ratio' },
  level: { id: 'settings.style.contrast_level', defaultMessage: 'Level' },
  aaa: { id: 'settings.style.contrast.aaa', defaultMessage: 'AAA' },
  aa: { id: 'settings.style.contrast.aa', defaultMessage: 'AA' },
  fail: { id: 'settings.style.contrast.fail', defaultMessage: 'Too low (below 4.5)' },
  preview: { id: 'settings.style.preview', defaultMessage: 'Preview' },
  previewText: {
    id: 'settings.style.preview_text',
    defaultMessage: 'A post as it would look, with a link and faint text.',
  },
  previewLink: { id: 'settings.style.preview_link', defaultMessage: 'a link' },
  previewFaint: { id: 'settings.style.preview_faint', defaultMessage: 'faint text' },
  previewButton: { id: 'settings.style.preview_button', defaultMessage: 'Button' },
  previewInput: { id: 'settings.style.preview_input', defaultMessage: 'Input field' },
  apply: { id: 'settings.style.apply', defaultMessage: 'Apply as my theme' },
  reset: { id: 'settings.style.reset', defaultMessage: 'Back to the preset' },
  exportTheme: { id: 'settings.export_theme', defaultMessage: 'Save theme to a file' },
  importTheme: { id: 'settings.import_theme', defaultMessage: 'Load a theme file' },
  themeLoaded: {
    id: 'settings.theme_loaded',
    defaultMessage: 'Theme loaded from {file}. Check the preview, then apply it as your theme.',
  },
  invalidTheme: {
    id: 'settings.invalid_theme_imported',
    defaultMessage: 'The selected file is not a supported theme. No changes were made.',
  },
  invalidValue: {
    id: 'settings.style.invalid_value',
    defaultMessage: 'This value is not used: it is not a valid {what}.',
  },
  bg: { id: 'settings.background', defaultMessage: 'Background' },
  fg: { id: 'settings.foreground', defaultMessage: 'Panels and buttons' },
  text: { id: 'settings.text', defaultMessage: 'Text' },
  link: { id: 'settings.links', defaultMessage: 'Links' },
  accent: { id: 'settings.accent', defaultMessage: 'Accent' },
  cRed: { id: 'settings.cRed', defaultMessage: 'Red (cancel)' },
  cGreen: { id: 'settings.cGreen', defaultMessage: 'Green (repeat)' },
  cBlue: { id: 'settings.cBlue', defaultMessage: 'Blue (reply, follow)' },
  cOrange: { id: 'settings.cOrange', defaultMessage: 'Orange (favorite)' },
  border: { id: 'settings.style.advanced_colors.border', defaultMessage: 'Borders' },
  input: { id: 'settings.style.advanced_colors.input', defaultMessage: 'Input fields' },
  faint: { id: 'settings.style.advanced_colors.faint_text', defaultMessage: 'Faint text' },
  btn: { id: 'settings.btnRadius', defaultMessage: 'Buttons' },
  checkbox: { id: 'settings.checkboxRadius', defaultMessage: 'Checkboxes' },
  panel: { id: 'settings.panelRadius', defaultMessage: 'Panels' },
  avatar: { id: 'settings.avatarRadius', defaultMessage: 'Avatars' },
  avatarAlt: { id: 'settings.avatarAltRadius', defaultMessage: 'Avatars (notifications)' },
  tooltip: { id: 'settings.tooltipRadius', defaultMessage: 'Tooltips and alerts' },
  attachment: { id: 'settings.attachmentRadius', defaultMessage: 'Attachments' },
  interface: { id: 'settings.style.fonts.components.interface', defaultMessage: 'Interface' },
  post: { id: 'settings.style.fonts.components.post', defaultMessage: 'Post text' },
  monospace: { id: 'settings.style.fonts.components.postCode', defaultMessage: 'Monospaced text in a post' },
  popup: { id: 'settings.style.shadows.components.popup', defaultMessage: 'Popups and dropdowns' },
  button: { id: 'settings.style.shadows.components.button', defaultMessage: 'Button' },
  profileTint: { id: 'settings.style.opacity.profile_tint', defaultMessage: 'Profile background tint' },
  alert: { id: 'settings.style.opacity.alert', defaultMessage: 'Alerts' },
  underlay: { id: 'settings.style.opacity.underlay', defaultMessage: 'Underlay' },
  alertPopup: { id: 'settings.style.opacity.alert_popup', defaultMessage: 'Alert popups' },
  picker: { id: 'settings.style.picker', defaultMessage: '{name} (colour picker)' },
  previewHint: {
    id: 'settings.style.preview_hint',
    defaultMessage:
      'The preview shows the colours as they are, low contrast included; the table above grades it.',
  },
  colour: { id: 'settings.style.what.colour', defaultMessage: 'colour (#rrggbb)' },
  font: { id: 'settings.style.what.font', defaultMessage: 'font list' },
  shadow: { id: 'settings.style.what.shadow', defaultMessage: 'shadow' },
});
const t: Record<keyof typeof texts, MessageDescriptor> = texts;
const label = (key: string): MessageDescriptor =>
  (t as Record<string, MessageDescriptor>)[key] ?? { id: key };

function download(name: string, data: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A colour: the picker and its hex text, which is only used once it is a valid colour. */
function ColorInput({
  name,
  value,
  fallback,
  onChange,
}: {
  name: ColorKey;
  value: string | undefined;
  fallback: string;
  onChange: (v: string) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? value ?? fallback;
  const text = intl.formatMessage(label(name));
  return (
    <div className="theme-field">
      <label htmlFor={id}>{text}</label>
      <input
        type="color"
        aria-label={intl.formatMessage(t.picker, { name: text })}
        value={isColor(shown) && shown.length === 7 ? shown : fallback}
        onChange={(event) => {
          setDraft(null);
          onChange(event.target.value);
        }}
      />
      <input
        id={id}
        className="settings-input theme-field__hex"
        value={shown}
        spellCheck={false}
        aria-invalid={!isColor(shown)}
        onChange={(event) => {
          setDraft(event.target.value);
          if (isColor(event.target.value)) onChange(event.target.value);
        }}
        onBlur={() => setDraft(null)}
      />
      {!isColor(shown) ? (
        <span className="setting__error" role="alert">
          {intl.formatMessage(t.invalidValue, { what: intl.formatMessage(t.colour) })}
        </span>
      ) : null}
    </div>
  );
}

function TextInput({
  name,
  value,
  valid,
  what,
  onChange,
}: {
  name: string;
  value: string;
  valid: (v: unknown) => boolean;
  what: MessageDescriptor;
  onChange: (v: string) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? value;
  return (
    <div className="theme-field">
      <label htmlFor={id}>{intl.formatMessage(label(name))}</label>
      <input
        id={id}
        className="settings-input"
        value={shown}
        spellCheck={false}
        aria-invalid={!valid(shown)}
        onChange={(event) => {
          setDraft(event.target.value);
          if (valid(event.target.value)) onChange(event.target.value);
        }}
        onBlur={() => setDraft(null)}
      />
      {!valid(shown) ? (
        <span className="setting__error" role="alert">
          {intl.formatMessage(t.invalidValue, { what: intl.formatMessage(what) })}
        </span>
      ) : null}
    </div>
  );
}

function NumberInput({
  name,
  value,
  min,
  max,
  step,
  onChange,
}: {
  name: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (v: number) => void;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="theme-field">
      <label htmlFor={id}>{intl.formatMessage(label(name))}</label>
      <input
        id={id}
        className="settings-input theme-field__number"
        type="number"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(event) => {
          const n = Number(event.target.value);
          if (event.target.value !== '' && Number.isFinite(n) && n >= min && n <= max) onChange(n);
        }}
      />
    </div>
  );
}

/** The contrast of each text on its background, flagged below 4.5 (spec 3 section 9). */
function ContrastTable({ source }: { source: ThemeSource }) {
  const intl = useIntl();
  return (
    <table className="settings-table theme-contrast">
      <caption>{intl.formatMessage(t.contrast)}</caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(t.contrast)}</th>
          <th scope="col">{intl.formatMessage(t.ratio)}</th>
          <th scope="col">{intl.formatMessage(t.level)}</th>
        </tr>
      </thead>
      <tbody>
        {contrastPairs(source).map((pair) => (
          <tr
            key={pair.id}
            data-level={pair.level}
            className={pair.level === 'fail' ? 'theme-contrast--fail' : undefined}
          >
            <th scope="row">
              {intl.formatMessage(t.contrastRow, {
                text: intl.formatMessage(label(pair.text)),
                background: intl.formatMessage(label(pair.background)),
              })}
            </th>
            <td>{pair.ratio.toFixed(2)}:1</td>
            <td>
              {pair.level === 'fail' ? (
                <AlertTriangle size={14} aria-hidden="true" />
              ) : (
                <Check size={14} aria-hidden="true" />
              )}{' '}
              {intl.formatMessage(pair.level === 'AAA' ? t.aaa : pair.level === 'AA' ? t.aa : t.fail)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The preview's inline style: the theme's variables, its colour scheme and colours. The variables
 * hold 'color-scheme' for the root element; React's style object wants `colorScheme` (it warns
 * about the CSS spelling and drops it).
 */
export function previewStyle(source: ThemeSource): CSSProperties {
  const colors = resolvedColors(source);
  const { 'color-scheme': colorScheme, ...variables } = themeVariables(source);
  return { ...variables, colorScheme, background: colors.bg, color: colors.text } as CSSProperties;
}

/** A small page in the edited theme's variables: the live preview. */
function Preview({ source }: { source: ThemeSource }) {
  const intl = useIntl();
  const style = previewStyle(source);
  return (
    <section className="theme-preview" style={style} aria-label={intl.formatMessage(t.preview)}>
      <p className="settings-sr-only">{intl.formatMessage(t.previewHint)}</p>
      {/*
        A sample in the edited colours, low contrast included (the contrast table says it in words).
        Its words are drawn by CSS from data-sample, so the page's own accessibility is not judged
        by a colour the user is still trying out.
      */}
      <div className="theme-preview__panel" aria-hidden="true">
        <p>
          <span data-sample={intl.formatMessage(t.previewText)} />{' '}
          <span className="theme-preview__link" data-sample={intl.formatMessage(t.previewLink)} />{' '}
          <span className="theme-preview__faint" data-sample={intl.formatMessage(t.previewFaint)} />
        </p>
        <div className="theme-preview__row">
          <span className="theme-preview__button" data-sample={intl.formatMessage(t.previewButton)} />
          <span className="theme-preview__input" data-sample={intl.formatMessage(t.previewInput)} />
        </div>
      </div>
    </section>
  );
}

/** Theme: the presets of the server's styles list, and the editor with its live preview. */
export function ThemeTab() {
  const intl = useIntl();
  const theme = usePreference('theme');
  const customTheme = usePreference('customTheme');
  const presetId = useId();
  const fileId = useId();
  const [names, setNames] = useState<string[]>(Object.keys(BUILT_IN_SOURCES));
  const [draft, setDraft] = useState<ThemeSource | null>(null);
  // The theme the draft was started from: until the chosen one's source is here, an edit would be
  // replaced when it lands, so the editor waits for it.
  const [draftTheme, setDraftTheme] = useState<string | null>(null);
  const [fileError, setFileError] = useState(false);
  // The file a valid theme was just read from: said, since nothing else changes but the preview.
  const [loadedFile, setLoadedFile] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void loadStylesList().then((list) => {
      if (live) setNames(Object.keys(list));
    });
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    void applyTheme({ theme });
  }, [theme]);
  // The editor starts from the theme in use: the kept custom one, or the preset's source.
  useEffect(() => {
    let live = true;
    const kept = theme === CUSTOM_THEME ? readThemeSource(customTheme) : null;
    if (kept) {
      setDraft(kept);
      setDraftTheme(theme);
    } else
      void loadPreset(theme).then((source) => {
        if (!live) return;
        setDraft(source ?? (BUILT_IN_SOURCES['pleroma-dark'] as ThemeSource));
        setDraftTheme(theme);
      });
    return () => {
      live = false;
    };
  }, [theme, customTheme]);

  const choose = (name: string) => {
    setPreferences({ theme: name });
  };
  const applyDraft = () => {
    if (!draft) return;
    setLoadedFile(null);
    setPreferences({
      theme: CUSTOM_THEME,
      customTheme: draft as unknown as Record<string, unknown>,
      customThemeSource: themeFile(draft),
      colors: resolvedColors(draft),
    });
    void applyTheme({ theme: CUSTOM_THEME });
  };
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    let source: ThemeSource | null = null;
    try {
      source = readThemeSource(JSON.parse(await file.text()));
    } catch {
      source = null;
    }
    setFileError(!source);
    setLoadedFile(source ? file.name : null);
    if (source) setDraft(source);
  };

  const update = <K extends keyof ThemeSource>(part: K, key: string, value: unknown) =>
    setDraft((current) => (current ? { ...current, [part]: { ...current[part], [key]: value } } : current));
  const options = [...new Set([...names, ...(readThemeSource(customTheme) ? [CUSTOM_THEME] : [])])];
  const colors = draft ? resolvedColors(draft) : null;
  const loading = draftTheme !== theme;

  return (
    <>
      <div className="settings-group">
        <p className="setting__hint">{intl.formatMessage(t.help)}</p>
        <div className="setting setting--choice">
          <label htmlFor={presetId}>{intl.formatMessage(t.presets)}</label>
          <select id={presetId} value={theme} onChange={(event) => choose(event.target.value)}>
            {options.includes(theme) ? null : <option value={theme}>{theme}</option>}
            {options.map((name) => (
              <option key={name} value={name}>
                {name === CUSTOM_THEME ? intl.formatMessage(t.custom) : name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {draft && colors ? (
        <>
          <Preview source={draft} />
          <ContrastTable source={draft} />
          <fieldset className="settings-group theme-grid" disabled={loading}>
            <legend>{intl.formatMessage(t.common)}</legend>
            {COMMON_COLORS.map((key) => (
              <ColorInput
                key={key}
                name={key}
                value={draft.colors[key]}
                fallback={colors[key]}
                onChange={(v) => update('colors', key, v)}
              />
            ))}
          </fieldset>
          <fieldset className="settings-group theme-grid" disabled={loading}>
            <legend>{intl.formatMessage(t.advanced)}</legend>
            {ADVANCED_COLORS.map((key) => (
              <ColorInput
                key={key}
                name={key}
                value={draft.colors[key]}
                fallback={colors[key]}
                onChange={(v) => update('colors', key, v)}
              />
            ))}
          </fieldset>
          <fieldset className="settings-group theme-grid" disabled={loading}>
            <legend>{intl.formatMessage(t.radii)}</legend>
            {(Object.keys(DEFAULT_RADII) as RadiusKey[]).map((key) => (
              <NumberInput
                key={key}
                name={key}
                value={draft.radii[key]}
                min={0}
                max={999}
                step={1}
                onChange={(v) => update('radii', key, v)}
              />
            ))}
          </fieldset>
          <fieldset className="settings-group theme-grid" disabled={loading}>
            <legend>{intl.formatMessage(t.fonts)}</legend>
            {(Object.keys(DEFAULT_FONTS) as FontKey[]).map((key) => (
              <TextInput
                key={key}
                name={key}
                value={draft.fonts[key]}
                valid={isFont}
                what={t.font}
                onChange={(v) => update('fonts', key, v)}
              />
            ))}
          </fieldset>
          <fieldset className="settings-group theme-grid" disabled={loading}>
            <legend>{intl.formatMessage(t.shadows)}</legend>
            {(Object.keys(DEFAULT_SHADOWS) as ShadowKey[]).map((key) => (
              <TextInput
                key={key}
                name={key}
                value={draft.shadows[key]}
                valid={isShadow}
                what={t.shadow}
                onChange={(v) => update('shadows', key, v)}
              />
            ))}
          </fieldset>
          <fieldset className="settings-group theme-grid" disabled={loading}>
            <legend>{intl.formatMessage(t.opacity)}</legend>
            {(Object.keys(DEFAULT_OPACITY) as OpacityKey[]).map((key) => (
              <NumberInput
                key={key}
                name={key}
                value={draft.opacity[key]}
                min={0}
                max={1}
                step={0.05}
                onChange={(v) => update('opacity', key, v)}
              />
            ))}
          </fieldset>
          <div className="settings-actions">
            <button type="button" className="button settings-button" onClick={applyDraft} disabled={loading}>
              <Wand2 size={14} aria-hidden="true" /> {intl.formatMessage(t.apply)}
            </button>
            <button
              type="button"
              className="button settings-button"
              onClick={() => download('theme.json', themeFile(draft))}
            >
              <Download size={14} aria-hidden="true" /> {intl.formatMessage(t.exportTheme)}
            </button>
            <label htmlFor={fileId} className="button settings-button">
              <Upload size={14} aria-hidden="true" /> {intl.formatMessage(t.importTheme)}
            </label>
            <input
              id={fileId}
              type="file"
              accept="application/json,.json"
              className="settings-file-input"
              onChange={(event) => void onFile(event)}
            />
            {theme !== CUSTOM_THEME ? (
              <button
                type="button"
                className="button settings-button"
                onClick={() => void loadPreset(theme).then((s) => s && setDraft(s))}
              >
                <RotateCcw size={14} aria-hidden="true" /> {intl.formatMessage(t.reset)}
              </button>
            ) : null}
          </div>
          {fileError ? (
            <p className="settings-message settings-message--error" role="alert">
              {intl.formatMessage(t.invalidTheme)}
            </p>
          ) : null}
          <p className={loadedFile ? 'settings-message settings-message--success' : undefined} role="status">
            {loadedFile ? intl.formatMessage(t.themeLoaded, { file: loadedFile }) : null}
          </p>
        </>
      ) : null}
    </>
  );
}
