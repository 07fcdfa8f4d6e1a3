import type { InstanceState } from './session';

/**
 * The text limit the server itself stated, for showing it: null until the instance is read and when
 * the server names none, so a client default is never passed off as the server's figure. 0 means
 * no limit (Pleroma's convention).
 */
export function statedTextLimit({
  loaded,
  instance,
}: Pick<InstanceState, 'loaded' | 'instance'>): number | null {
  if (!loaded || !instance.text_limit_stated) return null;
  return instance.max_toot_chars;
}
