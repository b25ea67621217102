import { cardEnding, type Renewal } from '@zechus/shared';
import { CircleCheck, CreditCard, RefreshCw } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { donor } from '../../../i18n/donor.ts';
import { formatPrice } from '../../../lib/format.ts';
import { longCivilDate } from '../format.ts';

import { StoppedRenewal } from './StoppedRenewal.tsx';
import { StopRenewingDialog } from './StopRenewingDialog.tsx';

const ChangeCardDialog = lazy(() => import('./ChangeCardDialog.tsx'));

/**
 * A recurring dedication's yearly renewal: when it is next charged, how much, to which card,
 * and the donor's two actions — "Stop renewing" and "Change card". After either, a sentence
 * says what now holds. A stopped renewal stays until its day, with "Renew every year again".
 */
export function RenewalPanel({
  dedicationId,
  renewal,
  donorName,
}: {
  dedicationId: number;
  renewal: Renewal | null;
  donorName: string;
}) {
  const [open, setOpen] = useState<'stop' | 'card' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const text = donor.account;
  const notice = done ? (
    <p role="status" className="flex items-start gap-2 text-sm font-medium text-done">
      <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {done}
    </p>
  ) : null;
  if (!renewal) return notice;
  if (renewal.stopped) {
    return (
      <div className="space-y-3">
        {notice}
        <StoppedRenewal dedicationId={dedicationId} renewal={renewal} onResumed={setDone} />
      </div>
    );
  }
  const card = renewal.card ? cardEnding(renewal.card) : null;

  return (
    <div className="space-y-3">
      {notice}
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 rounded-xl border border-gold/50 bg-gold-soft/40 px-4 py-3">
        <div className="min-w-0">
          <p className="flex items-center gap-2 text-sm font-semibold text-gold-ink">
            <RefreshCw aria-hidden="true" className="size-4" />
            {text.renews}
          </p>
          <p className="mt-1">
            <span className="font-medium">{text.nextRenewal}: </span>
            <time dateTime={renewal.nextOn}>{longCivilDate(renewal.nextOn)}</time>
            {' · '}
            <bdi dir="rtl" lang="he" className="font-[family-name:var(--font-hebrew)]">
              {renewal.nextHebrew}
            </bdi>
          </p>
          <p className="text-sm text-ink-muted">
            {text.renewalAmount(formatPrice(renewal.amount), card)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setOpen('card')}>
            <CreditCard aria-hidden="true" className="size-4" />
            {text.changeCard}
          </Button>
          <Button variant="danger-outline" size="sm" onClick={() => setOpen('stop')}>
            {text.stopRenewing}
          </Button>
        </div>
      </div>
      {open === 'stop' ? (
        <StopRenewingDialog
          dedicationId={dedicationId}
          renewal={renewal}
          onClose={() => setOpen(null)}
          onStopped={() => {
            setOpen(null);
            setDone(text.stopped);
          }}
        />
      ) : null}
      {open === 'card' ? (
        <Suspense fallback={null}>
          <ChangeCardDialog
            dedicationId={dedicationId}
            renewal={renewal}
            donorName={donorName}
            onClose={() => setOpen(null)}
            onChanged={(newCard) => {
              setOpen(null);
              setDone(text.cardSaved(newCard));
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
