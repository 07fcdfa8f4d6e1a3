import './emoji-picker.css';
import { useInstance } from '@murmur/shared';
import { Search, X } from 'lucide-react';
import {
  type KeyboardEvent,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useIntl } from 'react-intl';
import type { VirtuosoHandle } from 'react-virtuoso';
import { type EmojiCatalogue, loadEmojiCatalogue, type PickerEmoji } from './emoji-catalogue';
import { emojiNamed } from './emoji-lookup';
import { useEmojiOwner } from './emoji-owner';
import { emojiMessages as m } from './messages';
import { PickerGrid } from './picker-grid';
import { byGroup, inlineKey, moveIndex, pickerRows, RECENT_GROUP } from './picker-rows';
import { PickerTabs } from './picker-tabs';
import { loadRecentEmoji, rememberEmoji } from './recent-emoji';
import { searchEmoji } from './search-emoji';
import { loadSkinTone, saveSkinTone } from './skin-tone';
import { SkinTonePicker } from './skin-tone-picker';
import { useStableCallback } from './stable-callback';
import { type SkinTone, withSkinTone } from './unicode-emoji';

/** emojibase names its groups in lower case ('smileys & emotion'). */
const capitalised = (text: string, locale: string) =>
  text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/** Cells per row: 8 of 40 px fit a 390 px phone with the panel's padding. */
export const PICKER_COLUMNS = 8;

/** A section's group from its id ('custom:blobs' is 'blobs', 'unicode:flags' is 'flags'). */
const groupOfSection = (id: string) => (id === RECENT_GROUP ? id : id.slice(id.indexOf(':') + 1));

export interface EmojiPickerProps {
  /** The dialog's name ('Insert emoji', 'Add reaction'). */
  label: string;
  onPick: (emoji: PickerEmoji) => void;
  onClose: () => void;
  /** False where only Unicode emoji may be used (reactions on servers without custom ones). */
  customAllowed?: boolean;
}

/**
 * The emoji picker (spec 3 sections 4, 5 and 9): recent emoji first (42 at most, per account),
 * then the instance's custom packs, then the whole Unicode set in its groups (emojibase-data,
 * decision 0031); category tabs jump to a section; a case-insensitive search over names,
 * keywords and shortcodes; a skin tone for the emoji that have one; a virtualised grid
 * (picker-grid.tsx). Arrow keys move between cells, Escape closes.
 *
 * Typing stays responsive with thousands of emoji (decision 0031): the search box renders at
 * once, while the filtering, the rows and the grid follow in a deferred render that React
 * interrupts for the next keystroke; the grid and the tabs are memoised, so the urgent render of
 * a keystroke is the search box alone.
 */
export default function EmojiPicker({ label, onPick, onClose, customAllowed = true }: EmojiPickerProps) {
  const intl = useIntl();
  const { capabilities } = useInstance();
  const [catalogue, setCatalogue] = useState<EmojiCatalogue | null>(null);
  const [query, setQuery] = useState('');
  const owner = useEmojiOwner();
  const [recent] = useState(() => loadRecentEmoji(owner));
  const [tone, setTone] = useState<SkinTone>(() => loadSkinTone(owner));
  // Filtering thousands of emoji and laying out the grid yield to typing (and to the tone's radio).
  const deferredQuery = useDeferredValue(query);
  const deferredTone = useDeferredValue(tone);
  // The first visible row, for the tab of the section in view; a tab chosen stays current until
  // the reader scrolls (the last sections cannot scroll to the top of the grid).
  const [topRow, setTopRow] = useState(0);
  const [jumped, setJumped] = useState<string | null>(null);
  const virtuoso = useRef<VirtuosoHandle>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    // The custom emoji and the first Unicode group show at once; the other groups follow. Each
    // is a transition: laying out thousands of emoji yields to the reader's typing.
    const show = (loaded: EmojiCatalogue) => {
      if (live) startTransition(() => setCatalogue(loaded));
    };
    loadEmojiCatalogue(capabilities, show).then(show);
    return () => {
      live = false;
    };
  }, [capabilities]);

  useEffect(() => {
    searchRef.current?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!panelRef.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [onClose]);

  const everyEmoji = useMemo(
    () => (catalogue ? [...(customAllowed ? catalogue.custom : []), ...catalogue.unicode] : null),
    [catalogue, customAllowed],
  );
  const toned = useMemo(
    () => (everyEmoji ? withSkinTone(everyEmoji, deferredTone) : null),
    [everyEmoji, deferredTone],
  );
  // Recent emoji as they were picked (a toned one keeps its tone).
  const recentItems = useMemo(() => (everyEmoji ? emojiNamed(everyEmoji, recent) : []), [everyEmoji, recent]);

  /** The rows the grid shows for a search, recent emoji first when there is none. */
  const layoutFor = useCallback(
    (emoji: PickerEmoji[], search: string) => {
      const groups = byGroup(searchEmoji(emoji, search));
      if (search.trim() === '') groups.unshift({ id: RECENT_GROUP, group: RECENT_GROUP, items: recentItems });
      return pickerRows(groups, PICKER_COLUMNS);
    },
    [recentItems],
  );
  const layout = useMemo(
    () => (toned ? layoutFor(toned, deferredQuery) : null),
    [toned, deferredQuery, layoutFor],
  );

  const unicodeLabels = useMemo(
    () => new Map((catalogue?.unicodeGroups ?? []).map((group) => [group.key, group.label])),
    [catalogue],
  );

  const pick = useStableCallback((emoji: PickerEmoji) => {
    rememberEmoji(emoji.name, owner);
    onPick(emoji);
  });

  const chooseTone = (next: SkinTone) => {
    setTone(next);
    saveSkinTone(next, owner);
  };

  const focusCell = (index: number) => {
    if (!layout) return;
    const row = layout.rowOfIndex[index];
    if (row === undefined) return;
    const cell = () => gridRef.current?.querySelector<HTMLElement>(`[data-emoji-index="${index}"]`);
    const found = cell();
    if (found) {
      found.focus();
      return;
    }
    // The cell is outside the rendered rows: bring its row in, then focus it.
    virtuoso.current?.scrollIntoView({
      index: row,
      done: () => requestAnimationFrame(() => cell()?.focus()),
    });
  };

  const onGridKey = useStableCallback((event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    const index = Number(target.dataset.emojiIndex);
    if (!layout || Number.isNaN(index)) return;
    const next = moveIndex(inlineKey(event.key, target), index, layout.emoji.length, PICKER_COLUMNS);
    if (next === null) {
      if (event.key === 'ArrowUp') {
        event.preventDefault();
        searchRef.current?.focus();
      }
      return;
    }
    event.preventDefault();
    focusCell(next);
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  };

  const onSearchKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' && layout && layout.emoji.length > 0) {
      event.preventDefault();
      focusCell(0);
    } else if (event.key === 'Enter') {
      // Enter in the search picks the first match, as a reader typing ':blob' then Enter expects:
      // of what they typed, even when the grid (a deferred render) still shows an earlier search.
      event.preventDefault();
      const current =
        deferredQuery === query && deferredTone === tone
          ? layout
          : everyEmoji
            ? layoutFor(withSkinTone(everyEmoji, tone), query)
            : null;
      const first = current?.emoji[0];
      if (first) pick(first);
    }
  };

  /** A section's title: 'Recently used', a pack's name, a Unicode group's name in the data's language. */
  const locale = intl.locale;
  const recentTitle = intl.formatMessage(m.recent);
  const unicodeTitle = intl.formatMessage(m.unicode);
  const groupTitle = useCallback(
    (id: string, group: string) =>
      id === RECENT_GROUP
        ? recentTitle
        : id.startsWith('custom:')
          ? group
          : capitalised(unicodeLabels.get(group) ?? unicodeTitle, locale),
    [recentTitle, unicodeTitle, unicodeLabels, locale],
  );
  const tabLabel = useCallback(
    (id: string) =>
      id.startsWith('custom:')
        ? intl.formatMessage(m.pack, { pack: groupOfSection(id) })
        : groupTitle(id, groupOfSection(id)),
    [intl, groupTitle],
  );

  const sections = useMemo(() => (layout ? [...layout.titleRow] : []), [layout]);
  const sectionIds = useMemo(() => sections.map(([id]) => id), [sections]);
  const current = (() => {
    if (jumped && layout?.titleRow.has(jumped)) return jumped;
    let id: string | undefined;
    for (const [section, row] of sections) if (row <= topRow) id = section;
    return id ?? sections[0]?.[0];
  })();
  const jumpTo = useStableCallback((id: string) => {
    const row = layout?.titleRow.get(id);
    if (row === undefined) return;
    setJumped(id);
    virtuoso.current?.scrollToIndex({ index: row, align: 'start' });
  });
  const scrolled = useCallback(() => setJumped(null), []);

  const status = !layout
    ? intl.formatMessage(m.loading)
    : layout.emoji.length === 0
      ? deferredQuery.trim()
        ? intl.formatMessage(m.noMatch, { query: deferredQuery.trim() })
        : intl.formatMessage(m.none)
      : intl.formatMessage(m.count, { count: layout.emoji.length });

  return (
    <div ref={panelRef} className="emoji-picker" role="dialog" aria-label={label} onKeyDown={onKeyDown}>
      <div className="emoji-picker__search">
        <Search size={16} aria-hidden="true" />
        <input
          ref={searchRef}
          type="search"
          value={query}
          aria-label={intl.formatMessage(m.search)}
          placeholder={intl.formatMessage(m.search)}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onSearchKey}
        />
        <SkinTonePicker tone={tone} onTone={chooseTone} />
        <button
          type="button"
          className="emoji-picker__close"
          aria-label={intl.formatMessage(m.close)}
          title={intl.formatMessage(m.close)}
          onClick={onClose}
        >
          <X size={16} aria-hidden="true" />
        </button>
      </div>
      {sectionIds.length > 1 ? (
        <PickerTabs
          ids={sectionIds}
          current={current}
          label={intl.formatMessage(m.categories)}
          tabLabel={tabLabel}
          onJump={jumpTo}
        />
      ) : null}
      <p className="emoji-picker__status" role="status">
        {status}
      </p>
      {layout && layout.emoji.length > 0 ? (
        <PickerGrid
          rows={layout.rows}
          virtuoso={virtuoso}
          gridRef={gridRef}
          title={groupTitle}
          onPick={pick}
          onKeyDown={onGridKey}
          onScrolled={scrolled}
          onTopRow={setTopRow}
        />
      ) : null}
    </div>
  );
}
