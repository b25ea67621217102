import { useQuery } from '@tanstack/react-query';
import {
  MAIL_KIND_LABELS,
  OFFICE_PATHS,
  PAYMENT_PURPOSE_LABELS,
  formatDollars,
  type PaymentDetail,
  type RefundAnswer,
} from '@zechus/shared';
import { RotateCcw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { ErrorNotice } from '../../../components/ui/ErrorNotice.tsx';
import { londonDateTime } from '../shell/london-time.ts';
import { QueryState, SuccessNotice } from '../shell/Notices.tsx';
import { OfficePage } from '../shell/OfficePage.tsx';
import { Panel } from '../shell/Panel.tsx';
import { PaymentStatusBadge } from '../shell/PaymentStatusBadge.tsx';
import { fetchPayment, paymentsKeys } from './api.ts';
import { DisputeList } from './DisputeList.tsx';
import { RefundStatusBadge } from './RefundStatusBadge.tsx';
import { RefundDialog } from './RefundDialog.tsx';
import { paymentsText } from './strings.ts';

const L = paymentsText.detailLabels;

/** Dollars the processor has taken to refund and not yet made: not money returned yet. */
const beingRefunded = (payment: PaymentDetail): number =>
  payment.refunds
    .filter((refund) => refund.status === 'pending')
    .reduce((sum, refund) => sum + Math.round(refund.amount * 100), 0) / 100;

function Facts({ payment }: { payment: PaymentDetail }) {
  const rows: [string, ReactNode][] = [
    [L.status, <PaymentStatusBadge key="s" status={payment.status} />],
    [L.amount, formatDollars(payment.amount)],
    [L.refunded, formatDollars(payment.refunded)],
    ...(beingRefunded(payment) > 0
      ? ([[L.beingRefunded, formatDollars(beingRefunded(payment))]] as [string, ReactNode][])
      : []),
    [L.refundable, formatDollars(payment.refundable)],
    [L.date, londonDateTime(payment.createdAt)],
    [L.purpose, PAYMENT_PURPOSE_LABELS[payment.purpose]],
    [
      L.donor,
      <bdi key="d" dir="auto">
        {payment.payerName ?? paymentsText.noDonorYet}
      </bdi>,
    ],
    ...(payment.donor
      ? ([[L.donorId, `${payment.donor.donorId} · ${payment.donor.email}`]] as [
          string,
          ReactNode,
        ][])
      : []),
    [L.card, <span key="c">{paymentsText.cardEnding(payment.brand, payment.lastFour)}</span>],
    ...(payment.expiry ? ([[L.expiry, payment.expiry]] as [string, ReactNode][]) : []),
    [
      L.reference,
      <span key="r" className="font-mono text-sm break-all">
        {payment.reference ?? '—'}
      </span>,
    ],
    ...(payment.failureMessage
      ? ([[L.note, payment.failureMessage]] as [string, ReactNode][])
      : []),
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-ink-muted">{term}</dt>
          <dd className="min-w-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Refunds({ payment }: { payment: PaymentDetail }) {
  if (payment.refunds.length === 0) {
    return <p className="text-ink-muted">{paymentsText.noRefunds}</p>;
  }
  return (
    <ul className="divide-y divide-stone/70">
      {payment.refunds.map((refund) => (
        <li key={refund.id} className="py-3 first:pt-0 last:pb-0">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <strong className="text-lg tabular-nums">{formatDollars(refund.amount)}</strong>
            <RefundStatusBadge status={refund.status} />
          </p>
          <p className="mt-1 text-ink-muted">
            {refund.origin === 'processor'
              ? paymentsText.refundAtStripe(londonDateTime(refund.createdAt))
              : paymentsText.refundBy(londonDateTime(refund.createdAt), refund.staffName)}
          </p>
          <p className="mt-1">
            <bdi dir="auto">{refund.reason}</bdi>
          </p>
          {refund.failureMessage && refund.status !== 'succeeded' ? (
            <p className="mt-1 text-sm text-ink-muted">{refund.failureMessage}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function Emails({ payment }: { payment: PaymentDetail }) {
  if (payment.emails.length === 0) return <p className="text-ink-muted">{paymentsText.noEmails}</p>;
  return (
    <ul className="space-y-2">
      {payment.emails.map((mail) => (
        <li key={mail.id}>
          <span className="font-medium">{MAIL_KIND_LABELS[mail.kind] ?? mail.kind}</span> to{' '}
          {mail.to}{' '}
          <span className="text-ink-muted">
            · {londonDateTime(mail.createdAt)} ·{' '}
            {mail.status === 'sent' ? 'sent' : (mail.error ?? mail.status)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** /office/payments/:id: the payment, its refunds and e-mails, and a refund. */
export function PaymentPage() {
  const id = Number(useParams().id);
  const [refunding, setRefunding] = useState(false);
  const [answer, setAnswer] = useState<RefundAnswer | null>(null);
  const payment = useQuery({
    queryKey: paymentsKeys.detail(id),
    queryFn: ({ signal }) => fetchPayment(id, signal),
  });
  const data = payment.data;
  return (
    <OfficePage
      title={paymentsText.paymentTitle(id)}
      back={{ to: OFFICE_PATHS.payments, label: paymentsText.back }}
      intro={
        data
          ? `${formatDollars(data.amount)} · ${data.payerName ?? paymentsText.noDonorYet}`
          : undefined
      }
      actions={
        data && data.refundable > 0 ? (
          <Button onClick={() => setRefunding(true)}>
            <RotateCcw aria-hidden="true" className="size-5" />
            {paymentsText.refund}
          </Button>
        ) : undefined
      }
    >
      {answer ? (
        // A refund the processor took and is still making is under way, not a trouble.
        answer.refund.status === 'succeeded' || answer.refund.status === 'pending' ? (
          <SuccessNotice>{answer.message}</SuccessNotice>
        ) : (
          <ErrorNotice>{answer.message}</ErrorNotice>
        )
      ) : null}
      <QueryState
        isPending={payment.isPending}
        error={payment.isError ? payment.error : null}
        onRetry={() => void payment.refetch()}
      >
        {data ? (
          <div className="grid gap-6 lg:grid-cols-2">
            <Panel title={paymentsText.details} className="min-w-0">
              <Facts payment={data} />
            </Panel>
            <div className="min-w-0 space-y-6">
              {data.disputes.length > 0 ? (
                <Panel title={paymentsText.disputes}>
                  <DisputeList disputes={data.disputes} />
                </Panel>
              ) : null}
              <Panel title={paymentsText.refunds}>
                <Refunds payment={data} />
              </Panel>
              <Panel title={paymentsText.emails}>
                <Emails payment={data} />
              </Panel>
            </div>
          </div>
        ) : null}
      </QueryState>
      {refunding && data ? (
        <RefundDialog
          payment={data}
          onClose={() => setRefunding(false)}
          onDone={(done) => {
            setRefunding(false);
            setAnswer(done);
          }}
        />
      ) : null}
    </OfficePage>
  );
}
