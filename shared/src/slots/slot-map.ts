import type { SlotName } from '../contracts/slots';

/** Where a slot's module lives: a registered remote and one of its exposed modules. */
export interface SlotTarget {
  remote: string;
  module: string;
}

/** The default home of each slot. The remotes manifest may point any slot elsewhere. */
export const DEFAULT_SLOTS: Record<SlotName, SlotTarget> = {
  'timelines/TimelinePage': { remote: 'timelines', module: 'TimelinePage' },
  'composer/Status': { remote: 'composer', module: 'Status' },
  'settings/theme': { remote: 'settings', module: 'theme' },
  'settings/SettingsModal': { remote: 'settings', module: 'SettingsModal' },
};

let overrides: Partial<Record<SlotName, SlotTarget>> = {};

/** Applies the `slots` overrides of /static/remotes.json ("slot": "remote/Module"). */
export function configureSlotOverrides(map: Record<string, string>): void {
  const next: Partial<Record<SlotName, SlotTarget>> = {};
  for (const [slot, target] of Object.entries(map)) {
    const [remote, ...rest] = target.split('/');
    if (!remote || rest.length === 0 || !(slot in DEFAULT_SLOTS)) {
      console.warn(`[murmur] ignoring slot override ${slot} -> ${target}`);
      continue;
    }
    next[slot as SlotName] = { remote, module: rest.join('/') };
  }
  overrides = next;
}

export function resolveSlot(name: SlotName): SlotTarget {
  return overrides[name] ?? DEFAULT_SLOTS[name];
}
