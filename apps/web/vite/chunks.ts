/**
 * How the browser's code is cut into files (rolldown's code splitting groups). Left to itself,
 * the bundler makes a file of every set of modules that the same pages share: a page of the
 * progress view fetched 36 files of about 1 KB, and a browser asks a server for 6 at a time over
 * HTTP/1.1, so on a slow line each six cost a round trip (decision 0029). Here the pieces every
 * public page needs travel together, and what only some pages need stays with them:
 *
 * - `framework`: React, React DOM, React Router, TanStack Query, zustand — every page that starts the app;
 * - `forms`: React Hook Form — the pages with a form; Zod and its resolver are not here (each
 *   form's rules load at its first touch, lib/lazy-module.ts);
 * - `public`: the app's own shared parts (ui, lib, hooks, common strings), the icons' helper and the plain
 *   values of @zechus/shared that public pages use — never a module that would bring a form,
 *   Zod, hebcal or the card checks with it, and nothing only the office, the wall or the
 *   scanner uses.
 *
 * A feature's own screens are left to the bundler: a page's chunk holds what only it needs.
 */
import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;

const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|zustand|use-sync-external-store)[\\/]/;
const FORMS = /[\\/]node_modules[\\/]react-hook-form[\\/]/;
/**
 * Code only the staff's and the hall's screens use (lib/hall-screen: the station and the wall):
 * never in what a sponsor's page loads.
 */
const STAFF_ONLY = /[\\/]src[\\/](features[\\/](office|wall|scan|staff)|lib[\\/]hall-screen)[\\/]/;
const APP_SHARED =
  /[\\/]apps[\\/]web[\\/]src[\\/](components[\\/]|lib[\\/]|hooks[\\/]|i18n[\\/]en\.ts)/;
const SHARED_PACKAGE = /[\\/]packages[\\/]shared[\\/]src[\\/]/;
const ICONS = /[\\/]node_modules[\\/]lucide-react[\\/]/;
/** Libraries a module may not bring into `public`: each loads only where it is needed. */
const HEAVY =
  /[\\/]node_modules[\\/](zod|@hookform|react-hook-form|@hebcal|card-validator|credit-card-type|@sentry|@sentry-internal)[\\/]/;

/** Whether a module, or anything it imports, is one of the HEAVY libraries (memoised). */
function bringsHeavy(id: string, ctx: ChunkingContext, seen = new Map<string, boolean>()): boolean {
  const known = seen.get(id);
  if (known !== undefined) return known;
  seen.set(id, false); // an import cycle is not heavy by itself
  const info = ctx.getModuleInfo(id);
  const heavy =
    HEAVY.test(id) || (info?.importedIds ?? []).some((dep) => bringsHeavy(dep, ctx, seen));
  seen.set(id, heavy);
  return heavy;
}

/** Whether some module outside the staff's screens imports it. */
const usedByPublicPages = (id: string, ctx: ChunkingContext): boolean =>
  (ctx.getModuleInfo(id)?.importers ?? []).some((importer) => !STAFF_ONLY.test(importer));

const heavyMemo = new Map<string, boolean>();

const ENTRY = fileURLToPath(new URL('../src/main.tsx', import.meta.url));
let entryPart: Set<string> | undefined;

/**
 * Whether the entry (main.tsx) imports it, directly or not: that stays in the entry's own small
 * file, which a text-only page loads alone (decision 0018).
 */
function inEntry(id: string, ctx: ChunkingContext): boolean {
  if (!entryPart) {
    entryPart = new Set();
    const queue = [ENTRY];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      if (entryPart.has(next)) continue;
      entryPart.add(next);
      queue.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
    }
  }
  return entryPart.has(id);
}

/** The app's own shared parts and what public pages share of the libraries: see above. */
function publicPart(id: string, ctx: ChunkingContext): string | null {
  if (STAFF_ONLY.test(id) || id.endsWith('-rules.ts') || inEntry(id, ctx)) return null;
  const candidate =
    APP_SHARED.test(id) ||
    (ICONS.test(id) && id.includes('createLucideIcon')) ||
    (SHARED_PACKAGE.test(id) && usedByPublicPages(id, ctx));
  return candidate && !bringsHeavy(id, ctx, heavyMemo) ? 'public' : null;
}

/**
 * The groups, biggest need first: a group also takes the dependencies of what it captures, so
 * the framework is claimed before the forms (React Hook Form imports it) and both before `public`.
 */
export const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  { name: (id) => (FRAMEWORK.test(id) ? 'framework' : null), debugName: 'framework', priority: 30 },
  { name: (id) => (FORMS.test(id) ? 'forms' : null), debugName: 'forms', priority: 20 },
  { name: publicPart, debugName: 'public', priority: 10 },
];
