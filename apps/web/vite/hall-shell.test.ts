import { describe, expect, it } from 'vitest';
import {
  hallShellFiles,
  type ShellAsset,
  type ShellBundle,
  type ShellChunk,
} from './hall-shell.ts';

const chunk = (fileName: string, part: Partial<ShellChunk> = {}): ShellChunk => ({
  type: 'chunk',
  fileName,
  isEntry: false,
  facadeModuleId: null,
  moduleIds: [],
  imports: [],
  dynamicImports: [],
  ...part,
});
const asset = (fileName: string, source = ''): ShellAsset => ({ type: 'asset', fileName, source });
const meta = (css: string[], assets: string[] = []) => ({
  importedCss: new Set(css),
  importedAssets: new Set(assets),
});

/** A build shaped as ours is: an entry that starts the app, which imports each page lazily. */
function build(): ShellBundle {
  const files = [
    chunk('assets/index-1.js', {
      isEntry: true,
      facadeModuleId: '/web/src/main.tsx',
      moduleIds: ['/web/src/main.tsx'],
      imports: ['assets/runtime-1.js'],
      dynamicImports: ['assets/start-1.js'],
      // Vite counts the fonts of a chunk's stylesheet among the chunk's assets, .woff too.
      viteMetadata: meta(['assets/web-1.css'], ['assets/inter-1.woff2', 'assets/inter-1.woff']),
    }),
    chunk('assets/runtime-1.js'),
    chunk('assets/start-1.js', {
      facadeModuleId: '/web/src/app/start.tsx',
      moduleIds: ['/web/src/app/router.tsx', '/web/src/app/start.tsx'],
      imports: ['assets/framework-1.js', 'assets/api-1.js'],
      dynamicImports: ['assets/ScanStationPage-1.js', 'assets/SignUpPage-1.js'],
    }),
    chunk('assets/framework-1.js'),
    // The API client's chunk loads the card processor lazily: no hall screen needs it.
    chunk('assets/api-1.js', { dynamicImports: ['assets/stripe-1.js'] }),
    chunk('assets/stripe-1.js'),
    chunk('assets/ScanStationPage-1.js', {
      facadeModuleId: '/web/src/features/scan/components/ScanStationPage.tsx',
      moduleIds: ['/web/src/features/scan/components/ScanStationPage.tsx'],
      imports: ['assets/framework-1.js', 'assets/live-1.js'],
      dynamicImports: ['assets/CameraScanner-1.js'],
      viteMetadata: meta(['assets/ScanStationPage-1.css']),
    }),
    chunk('assets/live-1.js', { imports: ['assets/api-1.js'] }),
    // The station's camera, loaded by the page when it is switched on, with its reader's binary.
    chunk('assets/CameraScanner-1.js', {
      dynamicImports: ['assets/reader-1.js'],
      viteMetadata: meta([], ['assets/reader-1.wasm']),
    }),
    chunk('assets/reader-1.js'),
    chunk('assets/SignUpPage-1.js', {
      facadeModuleId: '/web/src/features/signup/components/SignUpPage.tsx',
      imports: ['assets/framework-1.js'],
      viteMetadata: meta(['assets/SignUpPage-1.css']),
    }),
    asset(
      'assets/web-1.css',
      '@font-face{src:url(/assets/inter-1.woff2)format("woff2"),url(/assets/inter-1.woff)format("woff")}',
    ),
    asset('assets/ScanStationPage-1.css'),
    asset('assets/SignUpPage-1.css', '@font-face{src:url(/assets/signup-1.woff2)}'),
    asset('assets/inter-1.woff2'),
    asset('assets/inter-1.woff'),
    asset('assets/signup-1.woff2'),
    asset('assets/hero-1.svg'),
    asset('assets/reader-1.wasm'),
    asset('assets/basic-1.woff2'),
  ];
  return Object.fromEntries(files.map((file) => [file.fileName, file]));
}

const HTML =
  '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="preload" as="font" href="/assets/basic-1.woff2" crossorigin>' +
  '<link rel="icon" href="/favicon.svg">';

const station = {
  app: '/web/src/app/start.tsx',
  page: '/web/src/features/scan/components/ScanStationPage.tsx',
};

describe('the files a hall screen opens with, from the bundle graph', () => {
  const files = hallShellFiles(build(), station, HTML);

  it('are what starts the app, the page with its imports and styles, and the fonts they name', () => {
    expect(files).toEqual([
      'assets/CameraScanner-1.js',
      'assets/ScanStationPage-1.css',
      'assets/ScanStationPage-1.js',
      'assets/api-1.js',
      'assets/basic-1.woff2',
      'assets/framework-1.js',
      'assets/index-1.js',
      'assets/inter-1.woff2',
      'assets/live-1.js',
      'assets/reader-1.js',
      'assets/reader-1.wasm',
      'assets/runtime-1.js',
      'assets/start-1.js',
      'assets/web-1.css',
    ]);
  });

  it('hold no other page, nor what only another page or a shared chunk loads lazily', () => {
    expect(files.filter((file) => /SignUp|signup|stripe|hero/.test(file))).toEqual([]);
  });

  it('leave out the .woff a browser with service workers never fetches', () => {
    expect(files).not.toContain('assets/inter-1.woff');
  });

  it('fail the build when the page is not in it (moved or renamed)', () => {
    expect(() =>
      hallShellFiles(build(), { ...station, page: '/web/src/features/scan/Gone.tsx' }, HTML),
    ).toThrow(/no chunk of the build holds .*Gone\.tsx/);
  });
});
