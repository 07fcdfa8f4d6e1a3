import './emoji-picker.css';
import { EMOJI_GRID_CELL_PX, EMOJI_GRID_TITLE_PX, useInstance } from '@murmur/shared';
import { Search, X } from 'lucide-react';
import { type KeyboardEvent, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Virtuoso, type VirtuosoHandle } from 'react-virtuoso';
import { type EmojiCatalogue, loadEmojiCatalogue, type PickerEmoji } from './emoji-catalogue';
import { emojiMessages as m } from './messages';
import { byGroup, moveIndex, type PickerRow, pickerRows, RECENT_GROUP } from './picker-rows';
import { loadRecentEmoji, rememberEmoji } from './recent-emoji';
import { searchEmoji } from './search-emoji';

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
 * The emoji picker (spec 3 sections 4, 5 and 9): recent emoji first (42 at most), then the
 * instance's custom packs, then Unicode; a case-insensitive search; a virtualised grid of 40 px
 * cells under 24 px titles, so only the rows on screen are in the DOM however many emoji the
 * server has. Arrow keys move between cells, Escape closes.
 */
export default function EmojiPicker({ label, onPick, onClose, customAllowed = true }: EmojiPickerProps) {
  const intl = useIntl();
  const { capabilities } = useInstance();
  const [catalogue, setCatalogue] = useState<EmojiCatalogue | null>(null);
  const [query, setQuery] = useState('');
  // Filtering thousands of emoji and laying out the grid yields to typing.
  const deferredQuery = useDeferredValue(query);
  const [recent] = useState(loadRecentEmoji);
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

  const layout = useMemo(() => {
    if (!catalogue) return null;
    const all = [...(customAllowed ? catalogue.custom : []), ...catalogue.unicode];
    const found = searchEmoji(all, deferredQuery);
    const groups = byGroup(found);
    if (deferredQuery.trim() === '') {
      const byName = new Map(all.map((emoji) => [emoji.name, emoji]));
      const recentItems = recent.flatMap((name) => byName.get(name) ?? []);
      groups.unshift({ group: RECENT_GROUP, items: recentItems });
    }
    return pickerRows(groups, PICKER_COLUMNS);
  }, [catalogue, customAllowed, deferredQuery, recent]);

  const pick = (emoji: PickerEmoji) => {
    rememberEmoji(emoji.name);
    onPick(emoji);
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
    const next = moveIndex(event.key, index, layout.emoji.length, PICKER_COLUMNS);
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

  const groupTitle = (group: string) =>
    group === RECENT_GROUP
      ? intl.formatMessage(m.recent)
      : group === 'unicode'
        ? intl.formatMessage(m.unicode)
        : group;

  const renderRow = (_: number, row: PickerRow) =>
    row.kind === 'title' ? (
      <h3 className="emoji-picker__title" style={{ height: EMOJI_GRID_TITLE_PX }}>
        {groupTitle(row.group)}
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
      <p className="emoji-picker__status" role="status">
        {status ?? intl.formatMessage(m.count, { count: layout?.emoji.length ?? 0 })}
      </p>
      {layout && layout.emoji.length > 0 ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move between the cells it holds.
        <div ref={gridRef} className="emoji-picker__grid" onKeyDown={onGridKey}>
          <Virtuoso
            ref={virtuoso}
            style={{ height: GRID_HEIGHT_PX }}
            data={layout.rows}
            defaultItemHeight={EMOJI_GRID_CELL_PX}
            increaseViewportBy={EMOJI_GRID_CELL_PX * 2}
            computeItemKey={(index, row) =>
              row.kind === 'title' ? `t:${row.group}` : `r:${row.firstIndex}:${index}`
            }
            itemContent={renderRow}
          />
        </div>
      ) : null}
    </div>
  );
}
