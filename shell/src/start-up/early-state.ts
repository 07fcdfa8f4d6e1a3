// The early entry (boot.ts: a small script of its own that runs while the shell's entry is still
// downloading) and the shell's entry each bundle the early start-up modules. What those modules
// hold (the requests sent, the snapshot read) must be one thing for the page whichever copy runs,
// so it lives on the window under one key, one record per module.

const KEY = Symbol.for('murmur.early-start-up');

type Records = Record<string, object>;

const holder = globalThis as typeof globalThis & { [KEY]?: Records };

/** The page's record for `name`, made by `create` on first use. */
export function earlyState<T extends object>(name: string, create: () => T): T {
  holder[KEY] ??= {};
  holder[KEY][name] ??= create();
  return holder[KEY][name] as T;
}

/** The page's record for `name` if something made it, else undefined (nothing is made). */
export function earlyRecord<T extends object>(name: string): T | undefined {
  return holder[KEY]?.[name] as T | undefined;
}

/** Forgets every record: a test's fresh page. */
export function forgetEarlyState(): void {
  delete holder[KEY];
}
