import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ATTENTION_ACTION_LABELS,
  type AttentionAction,
  type AttentionItem,
  type AttentionOutcome,
} from '@zechus/shared';
import {
  CircleCheck,
  CircleSlash,
  CreditCard,
  Gavel,
  Mail,
  RefreshCw,
  RotateCcw,
  Search,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { ErrorNotice } from '../../../components/ui/ErrorNotice.tsx';
import { ConfirmDialog } from '../shell/ConfirmDialog.tsx';
import { londonDateTime } from '../shell/london-time.ts';
import { FailureNotice, QueryState, SuccessNotice } from '../shell/Notices.tsx';
import { OfficePage } from '../shell/OfficePage.tsx';
import { panelClass } from '../shell/Panel.tsx';
import { AREA_LABELS } from '../shell/strings.ts';
import { paymentPath } from '../payments/PaymentsListPage.tsx';
import { attentionKeys, decide, fetchAttention } from './api.ts';
import { attentionText } from './strings.ts';

const KIND_ICON = {
  payment: CreditCard,
  renewal: RefreshCw,
  mail: Mail,
  refund: RotateCcw,
  dispute: Gavel,
};
const ACTION_ICON: Record<AttentionAction, typeof Search> = {
  ask: Search,
  retry: RefreshCw,
  stop: CircleSlash,
  dismiss: CircleCheck,
};

function ItemCard({
  item,
  onDecided,
}: {
  item: AttentionItem;
  onDecided: (item: AttentionItem, outcome: AttentionOutcome) => void;
}) {
  const queryClient = useQueryClient();
  const [confirmStop, setConfirmStop] = useState(false);
  const decision = useMutation({
    mutationFn: (action: AttentionAction) => decide(item, action),
    onSuccess: (outcome) => {
      setConfirmStop(false);
      onDecided(item, outcome);
      void queryClient.invalidateQueries({ queryKey: attentionKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['office', 'payments'] });
      void queryClient.invalidateQueries({ queryKey: ['office', 'audit'] });
    },
  });
  const Icon = KIND_ICON[item.kind];
  const titleId = `attention-${item.key.replace(':', '-')}`;
  return (
    <li className={panelClass}>
      <div className="flex flex-wrap items-start gap-4">
        <Icon aria-hidden="true" className="mt-1 size-6 shrink-0 text-gold-ink" />
        <div className="min-w-0 flex-[1_1_20rem]">
          <h2 id={titleId} className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
            {attentionText.kinds[item.kind]} · {londonDateTime(item.at)}
          </h2>
          <p className="mt-1 text-lg">{item.summary}</p>
          {item.paymentId ? (
            <Link
              to={paymentPath(item.paymentId)}
              className="mt-1 inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
            >
              {attentionText.openPayment}
            </Link>
          ) : null}
          {decision.isError ? <FailureNotice error={decision.error} /> : null}
        </div>
        <div className="flex flex-wrap gap-3">
          {item.actions.map((action) => {
            const ActionIcon = ACTION_ICON[action];
            return (
              <Button
                key={action}
                variant={action === 'stop' ? 'secondary' : 'primary'}
                busy={decision.isPending && decision.variables === action}
                onClick={() => (action === 'stop' ? setConfirmStop(true) : decision.mutate(action))}
              >
                <ActionIcon aria-hidden="true" className="size-5" />
                {ATTENTION_ACTION_LABELS[item.kind][action]}
              </Button>
            );
          })}
        </div>
      </div>
      {confirmStop ? (
        <ConfirmDialog
          title={attentionText.stopTitle}
          confirmLabel={attentionText.stopConfirm}
          confirmIcon={CircleSlash}
          danger
          busy={decision.isPending}
          error={decision.error}
          onConfirm={() => decision.mutate('stop')}
          onClose={() => setConfirmStop(false)}
        >
          <p>{item.summary}</p>
          <p>{attentionText.stopBody}</p>
        </ConfirmDialog>
      ) : null}
    </li>
  );
}

/** /office/attention: the queue of what a person must decide, oldest first. */
export default function AttentionArea() {
  const queue = useQuery({
    queryKey: attentionKeys.list,
    queryFn: ({ signal }) => fetchAttention(signal),
    refetchInterval: 60_000,
  });
  const [last, setLast] = useState<AttentionOutcome | null>(null);
  const items = queue.data?.items ?? [];
  return (
    <OfficePage title={AREA_LABELS.attention} intro={attentionText.intro}>
      {last ? (
        last.resolved ? (
          <SuccessNotice>{last.message}</SuccessNotice>
        ) : (
          <ErrorNotice>{last.message}</ErrorNotice>
        )
      ) : null}
      <QueryState
        isPending={queue.isPending}
        error={queue.isError && !queue.data ? queue.error : null}
        onRetry={() => void queue.refetch()}
      >
        {items.length === 0 ? (
          <p className={`${panelClass} text-lg text-ink-muted`}>{attentionText.empty}</p>
        ) : (
          <ul aria-label={attentionText.listLabel} className="space-y-4">
            {items.map((item) => (
              <ItemCard key={item.key} item={item} onDecided={(_, outcome) => setLast(outcome)} />
            ))}
          </ul>
        )}
      </QueryState>
    </OfficePage>
  );
}
