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
