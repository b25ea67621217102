/**
 * The files a hall screen (the scanner station, the wall) needs to open with no network, read
 * from the browser build's bundle graph: the service worker (vite/hall-worker.ts) caches these
 * and nothing else, so a donor's or the office's page is never served from it.
 *
 * A screen needs what starts the app (the entry, app/start.tsx and their static imports), then
 * its page's chunk and everything that chunk brings beyond the app's start, statically or
 * dynamically (a part the page loads later itself, as the camera's reader may be). Dynamic imports
 * of the app's start are not followed: it imports every page lazily, and the API client's chunk
 * lazily imports Stripe.
 * With the chunks come their stylesheets, the files they import (a ?url asset) and the fonts
 * their stylesheets name — as woff2: a browser that has service workers reads woff2, so the
 * .woff beside each in the @font-face list is never fetched.
 */

/** The part of a Rollup/Rolldown output chunk read here (Vite adds `viteMetadata`). */
export interface ShellChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
  dynamicImports: readonly string[];
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> } | undefined;
}

/** The part of an output asset read here. */
export interface ShellAsset {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}

export type ShellBundle = Record<string, ShellChunk | ShellAsset>;

/** Module ids (absolute paths) of the app's start and of the screen's page. */
export interface ShellRoots {
  app: string;
  page: string;
}

/** The chunk that holds a module; the build fails when none does (a page renamed or moved). */
function chunkOf(bundle: ShellBundle, moduleId: string): ShellChunk {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const chunk =
    chunks.find((c) => c.facadeModuleId === moduleId) ??
    chunks.find((c) => c.moduleIds.includes(moduleId));
  if (!chunk) throw new Error(`hall shell: no chunk of the build holds ${moduleId}`);
  return chunk;
}

/** Files a stylesheet or page names under /assets/ that the build wrote. */
function filesNamedIn(text: string, bundle: ShellBundle): string[] {
  const named = text.match(/(?<=\/)assets\/[^\s"'()?#]+/g) ?? [];
  return named.filter((file) => file in bundle);
}

/**
 * The screen's files, relative to the site's root ('assets/start-ab12.js'), sorted. `html` is the
 * built index.html (the shell every screen's page is made from): what it names is needed too.
 */
export function hallShellFiles(bundle: ShellBundle, roots: ShellRoots, html: string): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (chunk: ShellChunk, followDynamic: boolean) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const asset of chunk.viteMetadata?.importedAssets ?? []) files.add(asset);
    const next = followDynamic ? [...chunk.imports, ...chunk.dynamicImports] : chunk.imports;
    for (const name of next) {
      const imported = bundle[name];
      if (imported?.type === 'chunk') visit(imported, followDynamic);
    }
  };
  for (const file of Object.values(bundle)) {
    if (file.type === 'chunk' && file.isEntry) visit(file, false);
  }
  visit(chunkOf(bundle, roots.app), false);
  // Chunks the app's start has are seen already: only the page's own parts follow lazy imports.
  visit(chunkOf(bundle, roots.page), true);

  for (const name of filesNamedIn(html, bundle)) files.add(name);
  for (const name of [...files]) {
    const file = bundle[name];
    if (file?.type === 'asset' && name.endsWith('.css')) {
      for (const font of filesNamedIn(String(file.source), bundle)) files.add(font);
    }
  }
  return [...files].filter((file) => !file.endsWith('.woff')).sort();
}
