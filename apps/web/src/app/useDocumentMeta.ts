import { pageTitle } from '@zechus/shared';
import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { isRouteHandle } from './route-handle.ts';

const DEFAULT_DESCRIPTION =
  'Zechus: children learn Mishnayos every day, and sponsors dedicate that learning in memory or in honour of someone they love.';

/** Sets the document title and description from the deepest route handle (spec §2). */
export function useDocumentMeta() {
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => isRouteHandle(match.handle))?.handle;
  const page = isRouteHandle(handle) ? handle.page : null;
  const description = isRouteHandle(handle) ? handle.description : undefined;
  useEffect(() => {
    if (page) document.title = pageTitle(page);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description ?? DEFAULT_DESCRIPTION;
  }, [page, description]);
}
