import { RENEWAL_DATE_PASSED_MESSAGE, type Renewal } from '@zechus/shared';
import { PauseCircle } from 'lucide-react';
import { Button } from '../../../components/ui/Button.tsx';
import { ErrorNotice } from '../../../components/ui/ErrorNotice.tsx';
import { donor } from '../../../i18n/donor.ts';
import { isApiError } from '../../../lib/api.ts';
import { useResumeRenewal } from '../api.ts';
import { longCivilDate } from '../format.ts';

/**
 * A yearly renewal the donor (or the office) stopped, shown until the day it would have been
 * charged, with the way to turn it back on: a stop made in a hard moment should not be final.
 */
export function StoppedRenewal({
  dedicationId,
  renewal,
  onResumed,
}: {
  dedicationId: number;
  renewal: Renewal;
  onResumed: (message: string) => void;
}) {
  const resume = useResumeRenewal();
  const text = donor.account;
  const date = longCivilDate(renewal.nextOn);
  // The anniversary came while the page was open: the server says so in its own words.
  const passed = isApiError(resume.error) && resume.error.status === 409;
  return (
    <div className="space-y-3">
      {resume.isError ? (
        <ErrorNotice kind="problem">
          {passed ? RENEWAL_DATE_PASSED_MESSAGE : text.failed}
        </ErrorNotice>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 rounded-xl border border-stone bg-parchment px-4 py-3">
        <div className="min-w-0">
          <p className="flex items-center gap-2 text-sm font-semibold">
            <PauseCircle aria-hidden="true" className="size-4" />
            {text.stoppedTitle}
          </p>
          <p className="mt-1 text-sm text-ink-muted">{text.stoppedUntil(date)}</p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          busy={resume.isPending}
          onClick={() =>
            resume.mutate(dedicationId, { onSuccess: () => onResumed(text.resumed(date)) })
          }
        >
          {text.resume}
        </Button>
      </div>
    </div>
  );
}
