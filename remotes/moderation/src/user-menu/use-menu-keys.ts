import { type KeyboardEvent, type RefObject, useCallback } from 'react';

const ITEM_SELECTOR =
  '[role="menuitem"]:not([aria-disabled="true"]), [role="menuitemcheckbox"]:not([aria-disabled="true"])';

/** Arrow keys, Home and End move focus between a menu's items (WAI-ARIA menu pattern). */
export function useMenuKeys(menu: RefObject<HTMLElement | null>) {
  return useCallback(
    (event: KeyboardEvent) => {
      const items = [...(menu.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? [])];
      if (items.length === 0) return;
      const at = items.indexOf(document.activeElement as HTMLElement);
      let next: number | null = null;
      if (event.key === 'ArrowDown') next = (at + 1) % items.length;
      else if (event.key === 'ArrowUp') next = (at - 1 + items.length) % items.length;
      else if (event.key === 'Home') next = 0;
      else if (event.key === 'End') next = items.length - 1;
      if (next === null) return;
      event.preventDefault();
      items[next]?.focus();
    },
    [menu],
  );
}

/** Focuses a menu's first item (on opening). */
export function focusFirstItem(menu: HTMLElement | null): void {
  menu?.querySelector<HTMLElement>(ITEM_SELECTOR)?.focus();
}
