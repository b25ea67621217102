import { Mail } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { dailyMail } from '../../../i18n/daily-mail.ts';
import { useDailyMailOffer } from '../../daily-mail/api.ts';

const DailyMailOptInForm = lazy(() => import('./DailyMailOptInForm.tsx'));
const t = dailyMail.optIn;

/**
 * The shared page's "A message each day" (issue 26 §6, decision 0041): a relative gives their
 * e-mail and confirms it from their inbox. Only through a shiva or shloishim with days still to
 * come; nothing is drawn until the server says so (nor by the server), so the page hydrates as
 * drawn.
 */
export function DailyMailOptIn({ shareToken }: { shareToken: string }) {
  const offer = useDailyMailOffer(shareToken);
  const [open, setOpen] = useState(false);
  if (!offer.data?.offered) return null;
  return (
    <section
      aria-labelledby="daily-mail-title"
      className="rounded-[var(--radius-card)] border border-stone bg-white p-5 shadow-card"
    >
      <h2 id="daily-mail-title" className="flex items-center gap-2 text-lg font-semibold">
        <Mail aria-hidden="true" className="size-5 text-gold-ink" />
        {t.title}
      </h2>
      <p className="mt-1 text-ink-muted">{t.lede(offer.data.hour)}</p>
      {open ? (
        <Suspense fallback={<Spinner className="mt-4 size-5 text-primary" />}>
          <DailyMailOptInForm shareToken={shareToken} />
        </Suspense>
      ) : (
        <Button variant="secondary" size="sm" className="mt-4" onClick={() => setOpen(true)}>
          {t.open}
        </Button>
      )}
    </section>
  );
}
