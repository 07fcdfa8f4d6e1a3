import { type KeyboardEvent, memo, useRef } from 'react';
import { categoryIcon } from './category-icons';
import { inlineKey } from './picker-rows';

export interface PickerTabsProps {
  /** The sections' ids in order. */
  ids: readonly string[];
  /** The section in view. */
  current: string | undefined;
  /** The toolbar's name. */
  label: string;
  /** A section's tab name ('Recently used', 'Pack blobs', 'Smileys & emotion'). */
  tabLabel: (id: string) => string;
  onJump: (id: string) => void;
}

/**
 * The category tabs: a toolbar with one tab stop, arrow keys (mirrored in right-to-left
 * interfaces) move between the tabs. Memoised: typing in the search renders it only when the
 * sections or the one in view change.
 */
export const PickerTabs = memo(function PickerTabs({
  ids,
  current,
  label,
  tabLabel,
  onJump,
}: PickerTabsProps) {
  const tabsRef = useRef<HTMLDivElement>(null);
  const onTabsKey = (event: KeyboardEvent) => {
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
  return (
    <div ref={tabsRef} className="emoji-picker__tabs" role="toolbar" aria-label={label} onKeyDown={onTabsKey}>
      {ids.map((id) => {
        const Icon = categoryIcon(id);
        const name = tabLabel(id);
        return (
          <button
            key={id}
            type="button"
            className="emoji-picker__tab"
            aria-label={name}
            title={name}
            aria-current={id === current ? 'true' : undefined}
            tabIndex={id === current ? 0 : -1}
            onClick={() => onJump(id)}
          >
            <Icon size={16} aria-hidden="true" />
          </button>
        );
      })}
    </div>
  );
});
