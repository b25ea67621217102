import { describe, expect, it } from 'vitest';
import {
  addFontPreloads,
  addManifestLink,
  addModulePreloads,
  chunkClosure,
  fillTemplate,
  fontFiles,
} from '../scripts/prerender-html.mjs';

const template =
  '<html><head><meta name="description" content="Default" /><title>Zechus</title></head>' +
  '<body><div id="root"></div></body></html>';

describe('fillTemplate', () => {
  it('puts the page inside #root, marked with how it hydrates, with its title', () => {
    const html = fillTemplate(template, {
      html: '<h1>Home</h1>',
      title: 'Home | Zechus',
      hydrate: 'on-interaction',
    });
    expect(html).toContain('<div id="root" data-hydrate="on-interaction"><h1>Home</h1></div>');
    expect(html).toContain('<title>Home | Zechus</title>');
    expect(html).toContain('content="Default"');
  });

  it('replaces the description when the page has its own, escaped', () => {
    const html = fillTemplate(template, {
      html: '',
      title: 'About',
      description: 'A founder’s "story" & <more>',
      hydrate: 'at-once',
    });
    expect(html).toContain('content="A founder’s &quot;story&quot; &amp; &lt;more&gt;"');
  });

  it('keeps "$" sequences of the markup as they are', () => {
    const html = fillTemplate(template, {
      html: '<p>$& $1 $$</p>',
      title: 't',
      hydrate: 'at-once',
    });
    expect(html).toContain('<p>$& $1 $$</p>');
  });

  it('refuses a template without an empty root', () => {
    expect(() =>
      fillTemplate('<div id="app"></div>', { html: '', title: '', hydrate: 'at-once' }),
    ).toThrow(/root/);
  });
});

describe('chunkClosure', () => {
  const manifest = {
    'src/app/start.tsx': { file: 'assets/start.js', imports: ['_react.js', '_router.js'] },
    '_router.js': { file: 'assets/router.js', imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
  };

  it('lists a chunk after everything it imports, each once', () => {
    expect(chunkClosure(manifest, 'src/app/start.tsx')).toEqual([
      'assets/react.js',
      'assets/router.js',
      'assets/start.js',
    ]);
  });

  it('fails loudly on a module the build does not have', () => {
    expect(() => chunkClosure(manifest, 'src/missing.tsx')).toThrow(/manifest/);
  });
});

describe('addModulePreloads', () => {
  it('adds a hint for each file the page does not already load', () => {
    const html = addModulePreloads(
      '<head><script type="module" src="/assets/entry.js"></script></head>',
      ['assets/entry.js', 'assets/start.js', 'assets/start.js'],
    );
    expect(html.match(/modulepreload/g)).toHaveLength(1);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/start.js">');
  });
});

describe('the fonts a screen preloads', () => {
  const manifest = {
    'a.woff2': { file: 'assets/heebo-latin-500-normal-AbC.woff2' },
    'a.woff': { file: 'assets/heebo-latin-500-normal-XyZ.woff' },
  };

  it('are found by their name before hashing, as woff2', () => {
    expect(fontFiles(manifest, ['heebo-latin-500-normal'])).toEqual([
      'assets/heebo-latin-500-normal-AbC.woff2',
    ]);
  });

  it('fail the build when a name has no file', () => {
    expect(() => fontFiles(manifest, ['heebo-hebrew-500-normal'])).toThrow(/no heebo-hebrew/);
  });

  it('are preloaded once, as fonts the page fetches in CORS mode', () => {
    const html = addFontPreloads('<head></head>', ['assets/f.woff2', 'assets/f.woff2']);
    expect(html).toBe(
      '<head><link rel="preload" as="font" type="font/woff2" href="/assets/f.woff2" crossorigin>\n</head>',
    );
    expect(addFontPreloads(html, ['assets/f.woff2'])).toBe(html);
  });
});

describe('a hall screen’s manifest', () => {
  it('is linked in the head of the screen that has one, and only there', () => {
    expect(addManifestLink('<head></head>', '/scan.webmanifest')).toBe(
      '<head><link rel="manifest" href="/scan.webmanifest">\n</head>',
    );
    expect(addManifestLink('<head></head>', undefined)).toBe('<head></head>');
  });
});
