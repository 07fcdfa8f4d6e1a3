import { EMOJI_GRID_CELL_PX, EMOJI_GRID_TITLE_PX } from '@murmur/shared';
import { type KeyboardEvent, memo, type Ref, useCallback } from 'react';
import { Virtuoso, type VirtuosoHandle } from 'react-virtuoso';
import type { PickerEmoji } from './emoji-catalogue';
import type { PickerRow } from './picker-rows';

/** The grid's visible height: seven rows of emoji. */
const GRID_HEIGHT_PX = 7 * EMOJI_GRID_CELL_PX;

export interface PickerGridProps {
  rows: readonly PickerRow[];
  virtuoso: Ref<VirtuosoHandle>;
  gridRef: Ref<HTMLDivElement>;
  /** A section's title. */
  title: (id: string, group: string) => string;
  onPick: (emoji: PickerEmoji) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  /** The reader scrolled (wheel, touch, keys): the tab chosen last no longer holds. */
  onScrolled: () => void;
  /** The first row in view. */
  onTopRow: (row: number) => void;
}

/**
 * The virtualised grid of 40 px cells under 24 px titles: only the rows on screen are in the DOM
 * however many emoji there are. Memoised, with callbacks that keep their identity: a keystroke in
 * the search renders it again only once the filtered rows are ready (a deferred render).
 */
export const PickerGrid = memo(function PickerGrid({
  rows,
  virtuoso,
  gridRef,
  title,
  onPick,
  onKeyDown,
  onScrolled,
  onTopRow,
}: PickerGridProps) {
  const renderRow = useCallback(
    (_: number, row: PickerRow) =>
      row.kind === 'title' ? (
        // A pack's name is the server's text: as written, in its own direction, on one line (the
        // whole name in the tooltip).
        <h3
          className="emoji-picker__title"
          style={{ height: EMOJI_GRID_TITLE_PX }}
          dir="auto"
          title={title(row.id, row.group)}
        >
          {title(row.id, row.group)}
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
              onClick={() => onPick(emoji)}
            >
              {emoji.imageUrl ? (
                <img src={emoji.imageUrl} alt="" loading="lazy" draggable={false} />
              ) : (
                <span aria-hidden="true">{emoji.name}</span>
              )}
            </button>
          ))}
        </div>
      ),
    [title, onPick],
  );
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move between the cells it holds.
    <div
      ref={gridRef}
      className="emoji-picker__grid"
      onKeyDown={(event) => {
        onScrolled();
        onKeyDown(event);
      }}
      onWheel={onScrolled}
      onTouchMove={onScrolled}
    >
      <Virtuoso
        ref={virtuoso}
        style={{ height: GRID_HEIGHT_PX }}
        data={rows}
        defaultItemHeight={EMOJI_GRID_CELL_PX}
        increaseViewportBy={EMOJI_GRID_CELL_PX * 2}
        // Rows are measured in an animation frame, not inside the resize observer's callback:
        // measuring there changes layout within the callback, which Firefox and WebKit report as a
        // page error ("ResizeObserver loop completed with undelivered notifications").
        computeItemKey={computeKey}
        rangeChanged={(range) => onTopRow(range.startIndex)}
        itemContent={renderRow}
      />
    </div>
  );
});

const computeKey = (index: number, row: PickerRow) =>
  row.kind === 'title' ? `t:${row.id}` : `r:${row.firstIndex}:${index}`;
