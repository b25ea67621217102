import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * Preloads the font files the first screen draws with, so they are on their way with the
 * stylesheet instead of after it (a font is only requested once the CSS that names it is parsed
 * and text needs it). `names` are the files' names before Vite hashes them, e.g.
 * 'inter-latin-wght-normal'; the build fails if one is not in the bundle (a renamed subset would
 * otherwise silently stop being preloaded).
 */
export function preloadFonts(names: readonly string[]): Plugin {
  let base = '/';
  return {
    name: 'zechus-preload-fonts',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }): HtmlTagDescriptor[] {
        const files = Object.keys(bundle ?? {});
        return names.map((name) => {
          const file = files.find((f) => f.endsWith('.woff2') && f.includes(`/${name}-`));
          if (!file) throw new Error(`preloadFonts: no ${name}-*.woff2 in the build`);
          return {
            tag: 'link',
            // crossorigin: fonts are fetched in CORS mode; a preload without it is not reused.
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: base + file,
              crossorigin: true,
            },
            injectTo: 'head',
          };
        });
      },
    },
  };
}
