import type { Renewal } from '@zechus/shared';
import { Button } from '../../../components/ui/Button.tsx';
import { ErrorNotice } from '../../../components/ui/ErrorNotice.tsx';
import { donor } from '../../../i18n/donor.ts';
import { useStopRenewing } from '../api.ts';
import { formatPrice } from '../../../lib/format.ts';
import { longCivilDate } from '../format.ts';
import { MyPageDialog } from './MyPageDialog.tsx';

/** "Stop the yearly renewal?": what will and will not happen, the way out first. */
export function StopRenewingDialog({
  dedicationId,
  renewal,
  onClose,
  onStopped,
}: {
  dedicationId: number;
  renewal: Renewal;
  onClose: () => void;
  onStopped: () => void;
}) {
  const stop = useStopRenewing();
  const text = donor.account;
  return (
    <MyPageDialog title={text.stopTitle} onClose={onClose}>
      {stop.isError ? <ErrorNotice className="mb-4">{text.failed}</ErrorNotice> : null}
      <p className="text-lg leading-relaxed">
        {text.stopBody(longCivilDate(renewal.nextOn), formatPrice(renewal.amount))}
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} data-autofocus="">
          {text.keep}
        </Button>
        <Button
          variant="danger"
          busy={stop.isPending}
          onClick={() => stop.mutate(dedicationId, { onSuccess: onStopped })}
        >
          {text.stopConfirm}
        </Button>
      </div>
    </MyPageDialog>
  );
}
