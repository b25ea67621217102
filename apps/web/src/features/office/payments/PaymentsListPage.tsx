import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import {
  OFFICE_PATHS,
  PAYMENT_PURPOSE_LABELS,
  formatDollars,
  type PaymentRow,
} from '@zechus/shared';
import { Link } from 'react-router';
import { DataTable } from '../shell/DataTable.tsx';
import { londonShort } from '../shell/london-time.ts';
import { QueryState } from '../shell/Notices.tsx';
import { OfficePage } from '../shell/OfficePage.tsx';
import { PaymentStatusBadge } from '../shell/PaymentStatusBadge.tsx';
import { AREA_LABELS } from '../shell/strings.ts';
import { useListParams } from '../shell/useListParams.ts';
import { fetchPayments, paymentsKeys } from './api.ts';
import { PAYMENT_FILTERS, PaymentFilters } from './PaymentFilters.tsx';
import { paymentsText } from './strings.ts';

export const paymentPath = (id: number) => `${OFFICE_PATHS.payments}/${id}`;

const columns: ColumnDef<PaymentRow>[] = [
  {
    id: 'date',
    header: paymentsText.columns.date,
    enableSorting: true,
    cell: ({ row }) => (
      <Link
        to={paymentPath(row.original.id)}
        className="inline-flex min-h-11 items-center rounded-md font-semibold whitespace-nowrap text-primary underline-offset-4 hover:underline"
      >
        {londonShort(row.original.createdAt)}
      </Link>
    ),
  },
  {
    id: 'donor',
    header: paymentsText.columns.donor,
    enableSorting: true,
    cell: ({ row }) => (
      <span className="block min-w-40">
        <bdi dir="auto" className="block font-medium">
          {row.original.payerName ?? paymentsText.noDonorYet}
        </bdi>
        {row.original.donor ? (
          <span className="block text-sm text-ink-muted">
            {row.original.donor.email} · {row.original.donor.donorId}
          </span>
        ) : null}
      </span>
    ),
  },
  {
    id: 'purpose',
    header: paymentsText.columns.purpose,
    cell: ({ row }) => PAYMENT_PURPOSE_LABELS[row.original.purpose],
  },
  {
    id: 'amount',
    header: paymentsText.columns.amount,
    enableSorting: true,
    cell: ({ row }) => (
      <span className="whitespace-nowrap tabular-nums">
        <span className="font-semibold">{formatDollars(row.original.amount)}</span>
        {row.original.refunded > 0 ? (
          <span className="block text-sm text-ink-muted">
            {paymentsText.refundedOf(row.original.refunded)}
          </span>
        ) : null}
      </span>
    ),
  },
  {
    id: 'card',
    header: paymentsText.columns.card,
    cell: ({ row }) => (
      <span className="whitespace-nowrap">
        {paymentsText.cardEnding(row.original.brand, row.original.lastFour)}
      </span>
    ),
  },
  {
    id: 'status',
    header: paymentsText.columns.status,
    enableSorting: true,
    cell: ({ row }) => <PaymentStatusBadge status={row.original.status} />,
  },
  {
    id: 'reference',
    header: paymentsText.columns.reference,
    cell: ({ row }) => (
      // The end of the reference, enough to tell payments apart and to search by; the whole of
      // it is on the payment's page.
      <span
        className="font-mono text-sm whitespace-nowrap text-ink-muted"
        title={row.original.reference ?? undefined}
      >
        {row.original.reference ? `…${row.original.reference.slice(-8)}` : '—'}
      </span>
    ),
  },
];

/** /office/payments: every payment, searched, filtered, sorted and paged on the server. */
export function PaymentsListPage() {
  const list = useListParams(PAYMENT_FILTERS, { sort: 'date', dir: 'desc' });
  const payments = useQuery({
    queryKey: paymentsKeys.list(list.query),
    queryFn: ({ signal }) => fetchPayments(list.query, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <OfficePage title={AREA_LABELS.payments} intro={paymentsText.intro}>
      <PaymentFilters list={list} />
      <QueryState
        isPending={payments.isPending}
        error={payments.isError && !payments.data ? payments.error : null}
        onRetry={() => void payments.refetch()}
      >
        <DataTable
          caption={paymentsText.caption}
          columns={columns}
          rows={payments.data?.rows ?? []}
          total={payments.data?.total ?? 0}
          list={list}
          getRowId={(row) => String(row.id)}
          loading={payments.isFetching}
          empty={list.filtered ? paymentsText.noneFound : paymentsText.noneYet}
        />
      </QueryState>
    </OfficePage>
  );
}
