import { RENEWAL_API, renewalToConfirmSchema, type RenewalToConfirm } from '@zechus/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useParams } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { ErrorNotice } from '../../components/ui/ErrorNotice.tsx';
import { Hebrew } from '../../components/ui/Hebrew.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { api, isApiError } from '../../lib/api.ts';
import { afterTheBank } from '../../lib/card-processor/pay.ts';
import { paymentFailure } from '../../lib/payment-failure.ts';

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

/**
 * /renewal/:token, from "Please confirm this year's renewal with your bank" (issue 23 §3): the
 * dedication and the amount, and "Confirm with my bank", which opens the bank's check in the page
 * (the card processor's, decision 0034). The renewal completes, or the page says why not.
 */
export default function RenewalConfirmPage() {
  const { token = '' } = useParams();
  const renewal = useQuery({
    queryKey: ['renewal', token],
    queryFn: async () => renewalToConfirmSchema.parse(await api.get(RENEWAL_API.renewal(token))),
    retry: false,
  });
  const confirm = useMutation({
    mutationFn: async () => afterTheBank(await api.post(RENEWAL_API.confirm(token), {})),
  });

  return (
    <section aria-labelledby="page-title" className="container-content max-w-2xl py-10 md:py-14">
      <h1 id="page-title" className="mb-4 text-3xl font-semibold">
        Confirm this year’s renewal
      </h1>
      {renewal.isPending ? (
        <p role="status" className="flex items-center gap-3 text-ink-muted">
          <Spinner className="size-5 text-primary" /> Loading your renewal…
        </p>
      ) : renewal.isError ? (
        <ErrorNotice>
          {isApiError(renewal.error) && renewal.error.status === 404
            ? 'This link is not one of ours, or it is incomplete. Please open it from the e-mail again, or call our office.'
            : 'We could not load your renewal just now. Please try again in a moment.'}
        </ErrorNotice>
      ) : confirm.isSuccess || renewal.data.state === 'renewed' ? (
        <Renewed renewal={renewal.data} />
      ) : renewal.data.state === 'closed' ? (
        <ErrorNotice>
          This renewal can no longer be confirmed here. Please call our office, who will gladly
          help.
        </ErrorNotice>
      ) : (
        <div className="rounded-[var(--radius-card)] border border-stone bg-white p-5 shadow-card sm:p-8">
          <p className="mb-4 leading-relaxed">
            It is time for this year’s renewal of your dedication for{' '}
            <Hebrew className="font-semibold">{renewal.data.dedicationName}</Hebrew>,{' '}
            <strong>{dollars(renewal.data.amount)}</strong>. Your bank asks you to confirm the
            payment yourself; nothing has been charged yet.
          </p>
          {confirm.isError ? (
            <ErrorNotice kind="declined" className="mb-4">
              {paymentFailure(confirm.error).message}
            </ErrorNotice>
          ) : null}
          <Button size="lg" busy={confirm.isPending} onClick={() => confirm.mutate()}>
            Confirm with my bank
          </Button>
          <p className="mt-4 flex items-center gap-2 text-sm text-ink-muted">
            <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-done" />
            Your bank’s check opens in this page; we never see your card.
          </p>
        </div>
      )}
    </section>
  );
}

function Renewed({ renewal }: { renewal: RenewalToConfirm }) {
  return (
    <div
      role="status"
      className="rounded-[var(--radius-card)] border border-done/40 bg-white p-5 shadow-card sm:p-8"
    >
      <p className="text-lg font-semibold text-done">Thank you — your dedication is renewed.</p>
      <p className="mt-2 leading-relaxed text-ink-muted">
        The learning for <Hebrew>{renewal.dedicationName}</Hebrew> continues for the coming year.
        Your receipt is on its way by e-mail.
      </p>
    </div>
  );
}
