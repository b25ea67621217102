import type { ReactNode } from 'react';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';

/** A Hebrew run: letters, with the spaces, geresh/gershayim and punctuation between them. */
const RUN = /[\u0590-\u05FF](?:[\u0590-\u05FF\s'"׳״.,\-()0-9]*[\u0590-\u05FF׳״'"])?/g;

/**
 * An English sentence that may name a child or a class in Hebrew ("Added משה לוי to כיתה ה׳"):
 * each Hebrew run is isolated, right-to-left, in the Hebrew face, so the sentence keeps its order.
 */
export function HebrewRuns({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(RUN)) {
    const start = match.index;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(<Hebrew key={start}>{match[0]}</Hebrew>);
    last = start + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
