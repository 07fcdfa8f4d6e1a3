import './emoji-picker.css';
import { EMOJI_GRID_CELL_PX, EMOJI_GRID_TITLE_PX, useInstance } from '@murmur/shared';
import { Search, X } from 'lucide-react';
import { type KeyboardEvent, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Virtuoso, type VirtuosoHandle } from 'react-virtuoso';
import { categoryIcon } from './category-icons';
import { type EmojiCatalogue, loadEmojiCatalogue, type PickerEmoji } from './emoji-catalogue';
import { emojiByName } from './emoji-lookup';
import { useEmojiOwner } from './emoji-owner';
import { emojiMessages as m } from './messages';
import { byGroup, inlineKey, moveIndex, type PickerRow, pickerRows, RECENT_GROUP } from './picker-rows';
import { loadRecentEmoji, rememberEmoji } from './recent-emoji';
import { searchEmoji } from './search-emoji';
import { loadSkinTone, saveSkinTone } from './skin-tone';
import { SkinTonePicker } from './skin-tone-picker';
import { type SkinTone, withSkinTone } from './unicode-emoji';

/** emojibase names its groups in lower case ('smileys & emotion'). */
const capitalised = (text: string, locale: string) =>
  text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/** Cells per row: 8 of 40 px fit a 390 px phone with the panel's padding. */
export const PICKER_COLUMNS = 8;
/** The grid's visible height: seven rows of emoji. */
const GRID_HEIGHT_PX = 7 * EMOJI_GRID_CELL_PX;

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
 * keywords and shortcodes; a skin tone for the emoji that have one; a virtualised grid of 40 px
 * cells under 24 px titles, so only the rows on screen are in the DOM however many emoji there
 * are. Arrow keys move between cells, Escape closes.
 */
export default function EmojiPicker({ label, onPick, onClose, customAllowed = true }: EmojiPickerProps) {
  const intl = useIntl();
  const { capabilities } = useInstance();
  const [catalogue, setCatalogue] = useState<EmojiCatalogue | null>(null);
  const [query, setQuery] = useState('');
  // Filtering thousands of emoji and laying out the grid yields to typing.
  const deferredQuery = useDeferredValue(query);
  const owner = useEmojiOwner();
  const [recent] = useState(() => loadRecentEmoji(owner));
  const [tone, setTone] = useState<SkinTone>(() => loadSkinTone(owner));
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
    loadEmojiCatalogue(capabilities).then((loaded) => {
      if (live) setCatalogue(loaded);
    });
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
  const byName = useMemo(() => (everyEmoji ? emojiByName(everyEmoji) : null), [everyEmoji]);
  const toned = useMemo(() => (everyEmoji ? withSkinTone(everyEmoji, tone) : null), [everyEmoji, tone]);

  const layout = useMemo(() => {
    if (!toned || !byName) return null;
    const found = searchEmoji(toned, deferredQuery);
    const groups = byGroup(found);
    if (deferredQuery.trim() === '') {
      // Recent emoji as they were picked (a toned one keeps its tone).
      const recentItems = recent.flatMap((name) => byName.get(name) ?? []);
      groups.unshift({ id: RECENT_GROUP, group: RECENT_GROUP, items: recentItems });
    }
    return pickerRows(groups, PICKER_COLUMNS);
  }, [toned, byName, deferredQuery, recent]);

  const unicodeLabels = useMemo(
    () => new Map((catalogue?.unicodeGroups ?? []).map((group) => [group.key, group.label])),
    [catalogue],
  );

  const pick = (emoji: PickerEmoji) => {
    rememberEmoji(emoji.name, owner);
    onPick(emoji);
  };

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

  const onGridKey = (event: KeyboardEvent) => {
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
  };

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
      // Enter in the search picks the first match, as a reader typing ':blob' then Enter expects.
      event.preventDefault();
      const first = layout?.emoji[0];
      if (first) pick(first);
    }
  };

  /** A section's title: 'Recently used', a pack's name, a Unicode group's name in the data's language. */
  const groupTitle = (id: string, group: string) =>
    id === RECENT_GROUP
      ? intl.formatMessage(m.recent)
      : id.startsWith('custom:')
        ? group
        : capitalised(unicodeLabels.get(group) ?? intl.formatMessage(m.unicode), intl.locale);
  const tabLabel = (id: string, group: string) =>
    id.startsWith('custom:') ? intl.formatMessage(m.pack, { pack: group }) : groupTitle(id, group);

  const sections = layout ? [...layout.titleRow] : [];
  const current = (() => {
    if (jumped && layout?.titleRow.has(jumped)) return jumped;
    let id: string | undefined;
    for (const [section, row] of sections) if (row <= topRow) id = section;
    return id ?? sections[0]?.[0];
  })();
  const tabsRef = useRef<HTMLDivElement>(null);
  const onTabsKey = (event: KeyboardEvent) => {
    // A toolbar: one tab stop, arrow keys move between the tabs.
    const tabs = [...(tabsRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const at = tabs.indexOf(event.target as HTMLButtonElement);
    const key = inlineKey(event.key, event.target as Element);
    const next =
      key === 'ArrowRight'
        ? at + 1
        : key === 'ArrowLeft'
          ? at - 1
          : key === 'Home'
            ? 0
            : key === 'End'
              ? tabs.length - 1
              : null;
    if (next === null || at === -1) return;
    event.preventDefault();
    tabs[(next + tabs.length) % tabs.length]?.focus();
  };
  const jumpTo = (id: string) => {
    const row = layout?.titleRow.get(id);
    if (row === undefined) return;
    setJumped(id);
    virtuoso.current?.scrollToIndex({ index: row, align: 'start' });
  };

  const renderRow = (_: number, row: PickerRow) =>
    row.kind === 'title' ? (
      <h3 className="emoji-picker__title" style={{ height: EMOJI_GRID_TITLE_PX }}>
        {groupTitle(row.id, row.group)}
      </h3>
    ) : (
      <div className="emoji-picker__row" style={{ height: EMOJI_GRID_CELL_PX }}>
        {row.items.map((emoji, i) => (
          <button
            key={emoji.name}
            type="button"
            className="emoji-picker__cell"
            data-emoji-index={row.firstIndex + i}
            tabIndex={row.firstIndex + i === 0 ? 0 : -1}
            title={emoji.imageUrl ? `:${emoji.displayText}:` : emoji.displayText}
            aria-label={emoji.imageUrl ? `:${emoji.displayText}:` : emoji.displayText}
            onClick={() => pick(emoji)}
          >
            {emoji.imageUrl ? (
              <img src={emoji.imageUrl} alt="" loading="lazy" draggable={false} />
            ) : (
              <span aria-hidden="true">{emoji.name}</span>
            )}
          </button>
        ))}
      </div>
    );

  const status = !layout
    ? intl.formatMessage(m.loading)
    : layout.emoji.length === 0
      ? deferredQuery.trim()
        ? intl.formatMessage(m.noMatch, { query: deferredQuery.trim() })
        : intl.formatMessage(m.none)
      : null;

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
      {sections.length > 1 ? (
        <div
          ref={tabsRef}
          className="emoji-picker__tabs"
          role="toolbar"
          aria-label={intl.formatMessage(m.categories)}
          onKeyDown={onTabsKey}
        >
          {sections.map(([id]) => {
            const Icon = categoryIcon(id);
            const row = layout?.rows[layout.titleRow.get(id) ?? -1];
            const label = tabLabel(id, row?.kind === 'title' ? row.group : id);
            return (
              <button
                key={id}
                type="button"
                className="emoji-picker__tab"
                aria-label={label}
                title={label}
                aria-current={id === current ? 'true' : undefined}
                tabIndex={id === current ? 0 : -1}
                onClick={() => jumpTo(id)}
              >
                <Icon size={16} aria-hidden="true" />
              </button>
            );
          })}
        </div>
      ) : null}
      <p className="emoji-picker__status" role="status">
        {status ?? intl.formatMessage(m.count, { count: layout?.emoji.length ?? 0 })}
      </p>
      {layout && layout.emoji.length > 0 ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move between the cells it holds.
        <div
          ref={gridRef}
          className="emoji-picker__grid"
          onKeyDown={(event) => {
            setJumped(null);
            onGridKey(event);
          }}
          onWheel={() => setJumped(null)}
          onTouchMove={() => setJumped(null)}
        >
          <Virtuoso
            ref={virtuoso}
            style={{ height: GRID_HEIGHT_PX }}
            data={layout.rows}
            defaultItemHeight={EMOJI_GRID_CELL_PX}
            increaseViewportBy={EMOJI_GRID_CELL_PX * 2}
            computeItemKey={(index, row) =>
              row.kind === 'title' ? `t:${row.id}` : `r:${row.firstIndex}:${index}`
            }
            rangeChanged={(range) => setTopRow(range.startIndex)}
            itemContent={renderRow}
          />
        </div>
      ) : null}
    </div>
  );
}
