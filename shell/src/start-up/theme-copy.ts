/**
 * A copy of the last theme applied, kept in localStorage, so a later start paints in it at once
 * instead of waiting for the settings remote (issue: the theme never blocks the first paint longer
 * than a stored copy takes to apply). The theme slot sets CSS custom properties and
 * `color-scheme` on the root element, and `data-theme`; the copy is exactly those. The remote still
 * applies the theme afterwards, so a changed preset or an operator's new theme build wins within
 * a moment, and the copy follows every change the page makes (the settings' editor included).
 */
const KEY = 'murmur:theme-copy';

interface ThemeCopy {
  /** The theme name start-up asked for (the user's choice or the instance's default). */
  requested: string;
  /** `data-theme` as the remote set it. */
  name: string;
  properties: [string, string][];
}

function isThemeProperty(property: string): boolean {
  return property.startsWith('--') || property === 'color-scheme';
}

function read(): ThemeCopy | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (!raw) return null;
    const copy = JSON.parse(raw) as Partial<ThemeCopy>;
    if (
      typeof copy.requested !== 'string' ||
      typeof copy.name !== 'string' ||
      !Array.isArray(copy.properties)
    )
      return null;
    const properties = copy.properties.filter(
      (entry): entry is [string, string] =>
        Array.isArray(entry) &&
        typeof entry[0] === 'string' &&
        typeof entry[1] === 'string' &&
        isThemeProperty(entry[0]),
    );
    return { requested: copy.requested, name: copy.name, properties };
  } catch {
    // Storage unavailable or the copy unreadable: the theme loads as on a first visit.
    return null;
  }
}

/**
 * Applies the stored copy when it was made for `requested`. Returns whether it did: then start-up
 * need not wait for the settings remote before the first render.
 */
export function applyStoredThemeCopy(requested: string): boolean {
  const copy = read();
  if (!copy || copy.requested !== requested || copy.properties.length === 0) return false;
  const root = document.documentElement;
  for (const [property, value] of copy.properties) root.style.setProperty(property, value);
  if (copy.name) root.dataset.theme = copy.name;
  return true;
}

/** Stores what the root element carries now as the copy of `requested`. */
export function keepThemeCopy(requested: string): void {
  const root = document.documentElement;
  const properties: [string, string][] = [];
  for (let i = 0; i < root.style.length; i++) {
    const property = root.style.item(i);
    if (isThemeProperty(property)) properties.push([property, root.style.getPropertyValue(property)]);
  }
  if (properties.length === 0) return;
  const copy: ThemeCopy = { requested, name: root.dataset.theme ?? '', properties };
  try {
    window.localStorage.setItem(KEY, JSON.stringify(copy));
  } catch {
    // Full or unavailable storage: the next start waits for the remote, as without a copy.
  }
}

/**
 * Keeps the copy current while the page runs: each change of the root's theme (a preset chosen,
 * the editor's colours) is stored for `requested()`, the name the next start will ask for.
 */
export function followThemeChanges(requested: () => string): () => void {
  let pending: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver(() => {
    clearTimeout(pending);
    pending = setTimeout(() => keepThemeCopy(requested()), 200);
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['style', 'data-theme'] });
  return () => {
    clearTimeout(pending);
    observer.disconnect();
  };
}
