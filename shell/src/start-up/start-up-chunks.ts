// When the shell's own start-up files are all here. index.html names them as preload hints (the
// build's StartUpPreloadPlugin), so they download beside main.js; this tells the entry when the last
// of them has arrived (or failed: the chunk loader then reports it as it always did).

function arrived(link: HTMLLinkElement): boolean {
  return performance
    .getEntriesByName(link.href)
    .some((entry) => (entry as PerformanceResourceTiming).responseEnd > 0);
}

/** Resolves once every start-up file index.html hints has loaded or failed; at once when there are none. */
export function startUpChunksLoaded(): Promise<void> {
  const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
  return Promise.all(
    links
      .filter((link) => !arrived(link))
      .map(
        (link) =>
          new Promise<void>((resolve) => {
            link.addEventListener('load', () => resolve(), { once: true });
            link.addEventListener('error', () => resolve(), { once: true });
          }),
      ),
  ).then(() => undefined);
}
