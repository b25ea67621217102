/** The string work of the prerender, apart so it can be tested without a build. */

const escapeHtml = (text) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/**
 * The built index.html with a page in it: the markup inside #root (marked with how it hydrates),
 * the page's <title> and, when it has its own, the meta description.
 */
export function fillTemplate(template, { html, title, description, hydrate }) {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error('index.html has no empty <div id="root">');
  let out = template.replace(root, () => `<div id="root" data-hydrate="${hydrate}">${html}</div>`);
  out = out.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  if (description) {
    out = out.replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_, open, close) => `${open}${escapeHtml(description)}${close}`,
    );
  }
  return out;
}

/**
 * The JavaScript files a module loads before it runs: its own file and, transitively, those of its
 * static imports (Vite's manifest: `file`, `imports`), in load order, without duplicates.
 */
export function chunkClosure(manifest, key) {
  const files = [];
  const seen = new Set();
  const visit = (id) => {
    if (seen.has(id)) return;
    seen.add(id);
    const chunk = manifest[id];
    if (!chunk) throw new Error(`${id} is not in the Vite manifest`);
    for (const imported of chunk.imports ?? []) visit(imported);
    files.push(chunk.file);
  };
  visit(key);
  return files;
}

/** Adds <link rel="modulepreload"> for each file the head does not name yet, before </head>. */
export function addModulePreloads(html, files) {
  const links = [...new Set(files)]
    .filter((file) => !html.includes(`"/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  return links.length ? html.replace('</head>', () => `${links.join('\n')}\n</head>`) : html;
}

/**
 * The built files of fonts by their name before Vite hashed it ('heebo-latin-500-normal' →
 * 'assets/heebo-latin-500-normal-CRntKADR.woff2'); the build fails on a name it has no file of.
 */
export function fontFiles(manifest, names) {
  const files = Object.values(manifest).map((chunk) => chunk.file);
  return names.map((name) => {
    const file = files.find((f) => f.endsWith('.woff2') && f.startsWith(`assets/${name}-`));
    if (!file) throw new Error(`no ${name}-*.woff2 in the Vite manifest`);
    return file;
  });
}

/** Adds <link rel="preload" as="font"> for each font file the head does not name yet. */
export function addFontPreloads(html, files) {
  const links = [...new Set(files)]
    .filter((file) => !html.includes(`"/${file}"`))
    .map((file) => `<link rel="preload" as="font" type="font/woff2" href="/${file}" crossorigin>`);
  return links.length ? html.replace('</head>', () => `${links.join('\n')}\n</head>`) : html;
}

/** Adds the page's <link rel="manifest"> (an installable hall screen) when it has one. */
export function addManifestLink(html, href) {
  if (!href) return html;
  return html.replace('</head>', () => `<link rel="manifest" href="${href}">\n</head>`);
}
