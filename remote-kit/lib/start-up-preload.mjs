// The shell's start-up chunks, named in index.html so that they download beside main.js.
import rspack from '@rspack/core';

/**
 * Shared modules the shell provides that no start-up module imports: the whole contract, with the
 * entity schemas and the schema library, which the first screens leave for @murmur/shared/core
 * (decision 0303). They load when a module that needs them does.
 */
const LATE_SHARED = new Set(['@murmur/shared']);

/** Whether a chunk group is the one providing a LATE_SHARED module. */
function providesLateShared(group) {
  return group.origins.some((origin) => {
    const provided = origin.module?.identifier?.().match(/^provide shared module \([^)]*\) (.+)@[^@]+ = /);
    return provided ? LATE_SHARED.has(provided[1]) : false;
  });
}

/**
 * The shell's entry loads its app (`./bootstrap`) and the shared libraries it provides (React,
 * react-dom, the router, @murmur/shared...) as async chunks, which the browser only learns of once
 * main.js has downloaded and run: on a cold start they left ~40 ms after main.js arrived, and the
 * whole start-up waited for the last of them (issue 26). Those chunk groups are the entry's direct
 * children in the chunk graph, so the build knows them: index.html gets a `<link rel=preload>` for
 * each of their scripts, after main.js, and the preload scanner asks for them while main.js is still
 * on its way. Their stylesheet (the app's, 4 KB gzip) is linked outright: it arrives before main.js
 * and so applies before any script runs, which lets the entry draw the last visit's timeline at
 * once; the chunk loader finds it in the page and does not add it again. Lazy screens (children of
 * the app's chunk) are not named: they load when needed.
 */
export class StartUpPreloadPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartUpPreloadPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(
        'StartUpPreloadPlugin',
        async (data) => {
          const entry = compilation.entrypoints.get('main');
          if (!entry) return data;
          const publicPath = data.publicPath ?? '/';
          const files = new Set();
          for (const group of entry.childrenIterable) {
            if (providesLateShared(group)) continue;
            for (const file of group.getFiles()) files.add(file);
          }
          const links = [...files]
            .filter((file) => /\.(js|css)$/.test(file))
            .sort((a, b) => Number(a.endsWith('.js')) - Number(b.endsWith('.js')))
            .map((file) => ({
              tagName: 'link',
              voidTag: true,
              attributes: file.endsWith('.css')
                ? { rel: 'stylesheet', href: `${publicPath}${file}` }
                : { rel: 'preload', href: `${publicPath}${file}`, as: 'script' },
            }));
          data.assetTags.scripts.push(...links);
          return data;
        },
      );
    });
  }
}
