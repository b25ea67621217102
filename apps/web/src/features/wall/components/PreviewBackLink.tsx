import { ArrowLeft } from 'lucide-react';
import { ROUTES } from '@zechus/shared';
import { Link } from 'react-router';
import { previewText } from '../strings.ts';

/** A quiet way back to the preview index, in the corner of a preview screen. */
export function PreviewBackLink() {
  return (
    <Link
      to={ROUTES.BigScreenIndex.path}
      dir="ltr"
      lang="en"
      className="absolute bottom-6 left-8 inline-flex items-center gap-2 rounded-full border border-parchment/30 px-5 py-2 font-sans text-[24px] text-parchment no-underline hover:bg-white/10"
    >
      <ArrowLeft aria-hidden="true" className="size-6" />
      {previewText.back}
    </Link>
  );
}
