import { useMutation, useQuery } from '@tanstack/react-query';
import { OFFICE_PATHS, idSchema, type LearningDate } from '@zechus/shared';
import { Ban, PencilLine, RepeatIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { ErrorNotice } from '../../../components/ui/ErrorNotice.tsx';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import { ConfirmDialog } from '../shell/ConfirmDialog.tsx';
import { londonShort } from '../shell/london-time.ts';
import { QueryState, SuccessNotice } from '../shell/Notices.tsx';
import { OfficePage } from '../shell/OfficePage.tsx';
import { Panel } from '../shell/Panel.tsx';
import { AREA_LABELS } from '../shell/strings.ts';
import { dedicationsKeys, fetchDedication, stopRenewal, useDedicationChanged } from './api.ts';
import { CancelDialog } from './CancelDialog.tsx';
import { CorrectDialog } from './CorrectDialog.tsx';
import { donorPath } from './DedicationsListPage.tsx';
import { DedicationStatus } from './DedicationStatus.tsx';
import { EmailsTable } from './EmailsTable.tsx';
import { LearningDatesTable } from './LearningDatesTable.tsx';
import { MoveDateDialog } from './MoveDateDialog.tsx';
import { PaymentsTable } from './PaymentsTable.tsx';
import { dedicationsText as text } from './strings.ts';

const back = { to: OFFICE_PATHS.dedications, label: text.backToList };

type Open =
  | { kind: 'correct' }
  | { kind: 'move'; date: LearningDate }
  | { kind: 'stop' }
  | { kind: 'cancel' }
  | null;

/**
 * /office/dedications/:id — one dedication: its dates and progress, payments, the e-mails sent
 * about it, and corrections.
 */
export function DedicationPage() {
  const params = useParams();
  const parsed = idSchema().safeParse(params.id);
  const id = parsed.success ? parsed.data : 0;
  const [open, setOpen] = useState<Open>(null);
  // What the last change did; `ok: false` when it went through only in part (a refund refused).
  const [notice, setNotice] = useState<{ text: string; ok: boolean } | null>(null);
  const changed = useDedicationChanged();
  const dedication = useQuery({
    queryKey: dedicationsKeys.detail(id),
    queryFn: ({ signal }) => fetchDedication(id, signal),
    enabled: parsed.success,
    retry: false,
  });
  const done = (message: string, ok = true) => {
    setOpen(null);
    setNotice({ text: message, ok });
  };
  const stop = useMutation({
    mutationFn: () => stopRenewal(id),
    onSuccess: async (detail) => {
      await changed(detail);
      done(text.stopped);
    },
  });
  const data = dedication.data;

  if (!data) {
    return (
      <OfficePage title={AREA_LABELS.dedications} back={back}>
        {!parsed.success ? (
          <ErrorNotice>{text.noSuchDedication(params.id ?? '')}</ErrorNotice>
        ) : (
          <QueryState
            isPending={dedication.isPending}
            error={dedication.error}
            onRetry={() => void dedication.refetch()}
          >
            {null}
          </QueryState>
        )}
      </OfficePage>
    );
  }

  const live = data.status !== 'cancelled';
  return (
    <OfficePage
      title={data.name}
      back={back}
      heading={<Hebrew className="text-4xl leading-tight sm:text-5xl">{data.name}</Hebrew>}
      intro={
        <>
          <p className="mb-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-lg text-ink">
            <span>
              {text.planLabel(data.planType)} · {text.kindLabel(data.kind)}
            </span>
            <DedicationStatus status={data.status} />
          </p>
          <p>
            {text.donorLine}{' '}
            <Link
              to={donorPath(data.donor.id)}
              className="font-semibold text-primary underline underline-offset-4"
            >
              <bdi>{data.donor.name}</bdi>
            </Link>{' '}
            ({text.donorId(data.donor.donorNumber)}, <bdi>{data.donor.email}</bdi>)
          </p>
          <p>
            {data.cancelledAt
              ? text.cancelledOn(londonShort(data.cancelledAt))
              : data.recurring
                ? text.renews(data.nextRenewal)
                : text.doesNotRenew}
          </p>
        </>
      }
      actions={
        <>
          {live && data.recurring ? (
            <Button variant="secondary" onClick={() => setOpen({ kind: 'stop' })}>
              <RepeatIcon aria-hidden="true" className="size-5" />
              {text.stopRenewal}
            </Button>
          ) : null}
          {live ? (
            <Button variant="danger" onClick={() => setOpen({ kind: 'cancel' })}>
              <Ban aria-hidden="true" className="size-5" />
              {text.cancel}
            </Button>
          ) : null}
          <Button onClick={() => setOpen({ kind: 'correct' })}>
            <PencilLine aria-hidden="true" className="size-5" />
            {text.correct}
          </Button>
        </>
      }
    >
      {notice ? (
        notice.ok ? (
          <SuccessNotice>{notice.text}</SuccessNotice>
        ) : (
          <ErrorNotice>{notice.text}</ErrorNotice>
        )
      ) : null}
      <div className="grid min-w-0 gap-6 [&>*]:min-w-0">
        <Panel title={text.learningDates}>
          <p className="mb-3 text-sm text-ink-muted">{text.pastNote}</p>
          <LearningDatesTable
            dedication={data}
            onMove={(date) => setOpen({ kind: 'move', date })}
          />
        </Panel>
        <Panel title={text.payments}>
          <PaymentsTable payments={data.payments} />
        </Panel>
        <Panel title={text.emails}>
          <EmailsTable emails={data.emails} />
        </Panel>
      </div>
      {open?.kind === 'correct' ? (
        <CorrectDialog
          dedication={data}
          onClose={() => setOpen(null)}
          onSaved={() => done(text.saved)}
        />
      ) : null}
      {open?.kind === 'move' ? (
        <MoveDateDialog
          dedication={data}
          date={open.date}
          onClose={() => setOpen(null)}
          onMoved={done}
        />
      ) : null}
      {open?.kind === 'stop' ? (
        <ConfirmDialog
          title={text.stopTitle}
          confirmLabel={text.stopConfirm}
          danger
          busy={stop.isPending}
          error={stop.error}
          onConfirm={() => stop.mutate()}
          onClose={() => setOpen(null)}
        >
          <p>{text.stopBody}</p>
        </ConfirmDialog>
      ) : null}
      {open?.kind === 'cancel' ? (
        <CancelDialog
          dedication={data}
          onClose={() => setOpen(null)}
          onDone={(answer) => done(answer.message, answer.settled)}
        />
      ) : null}
    </OfficePage>
  );
}
