/** Types of prerender-html.mjs, for its unit test (src/prerender-html.test.ts). */
export interface RenderedPage {
  html: string;
  title: string;
  description?: string | undefined;
  hydrate: 'on-interaction' | 'at-once';
}
export type ViteManifest = Record<string, { file: string; imports?: string[] }>;
export function fillTemplate(template: string, page: RenderedPage): string;
export function chunkClosure(manifest: ViteManifest, key: string): string[];
export function addModulePreloads(html: string, files: string[]): string;
export function fontFiles(manifest: ViteManifest, names: string[]): string[];
export function addFontPreloads(html: string, files: string[]): string;
export function addManifestLink(html: string, href: string | undefined): string;
