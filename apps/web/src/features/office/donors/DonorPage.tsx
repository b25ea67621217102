import { useMutation, useQuery } from '@tanstack/react-query';
import { OFFICE_PATHS, idSchema } from '@zechus/shared';
import { Mail, Merge, PencilLine } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { ErrorNotice } from '../../../components/ui/ErrorNotice.tsx';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import { dedicationPath, donorPath } from '../dedications/DedicationsListPage.tsx';
import { DedicationStatus } from '../dedications/DedicationStatus.tsx';
import { EmailsTable } from '../dedications/EmailsTable.tsx';
import { PaymentsTable, plainTableClass } from '../dedications/PaymentsTable.tsx';
import { dedicationsText } from '../dedications/strings.ts';
import { ConfirmDialog } from '../shell/ConfirmDialog.tsx';
import { londonShort } from '../shell/london-time.ts';
import { QueryState, SuccessNotice } from '../shell/Notices.tsx';
import { OfficePage } from '../shell/OfficePage.tsx';
import { Panel } from '../shell/Panel.tsx';
import { AREA_LABELS } from '../shell/strings.ts';
import { donorsKeys, fetchDonor, resendDonorId } from './api.ts';
import { ContactDialog } from './ContactDialog.tsx';
import { MergeDialog } from './MergeDialog.tsx';
import { MessagesPanel } from './MessagesPanel.tsx';
import { NoteDialog } from './NoteDialog.tsx';
import { NotesPanel } from './NotesPanel.tsx';
import { donorsText as text } from './strings.ts';

const back = { to: OFFICE_PATHS.donors, label: text.backToList };
type Open = 'contact' | 'resend' | 'merge' | 'note' | null;

/**
 * /office/donors/:id — one donor: contact details, the office's notes and their contact-form
 * messages, history (dedications, donations, payments, e-mails), resend the ID, merge a record.
 */
export function DonorPage() {
  const params = useParams();
  const parsed = idSchema().safeParse(params.id);
  const id = parsed.success ? parsed.data : 0;
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const donor = useQuery({
    queryKey: donorsKeys.detail(id),
    queryFn: ({ signal }) => fetchDonor(id, signal),
    enabled: parsed.success,
    retry: false,
  });
  const done = (message: string) => {
    setOpen(null);
    setNotice(message);
  };
  const resend = useMutation({
    mutationFn: () => resendDonorId(id),
    onSuccess: (answer) => done(text.resent(answer.sentTo)),
  });
  const data = donor.data;
  if (!data) {
    return (
      <OfficePage title={AREA_LABELS.donors} back={back}>
        {!parsed.success ? (
          <ErrorNotice>{text.noSuchDonor(params.id ?? '')}</ErrorNotice>
        ) : (
          <QueryState
            isPending={donor.isPending}
            error={donor.error}
            onRetry={() => void donor.refetch()}
          >
            {null}
          </QueryState>
        )}
      </OfficePage>
    );
  }
  const live = data.mergedInto === null;
  return (
    <OfficePage
      title={data.name}
      back={back}
      intro={
        <>
          <p className="mb-1 text-lg text-ink">
            <strong>{text.donorId(data.donorNumber)}</strong> ·{' '}
            <bdi className="wrap-anywhere">{data.email}</bdi> · {data.phone ?? text.noPhone}
          </p>
          {data.mergedInto ? (
            <p>
              {text.mergedInto(data.mergedInto.donorNumber)}{' '}
              <Link
                to={donorPath(data.mergedInto.id)}
                className="font-semibold text-primary underline underline-offset-4"
              >
                {text.openSurvivor}
              </Link>
            </p>
          ) : null}
        </>
      }
      actions={
        live ? (
          <>
            <Button variant="secondary" onClick={() => setOpen('merge')}>
              <Merge aria-hidden="true" className="size-5" />
              {text.merge}
            </Button>
            <Button variant="secondary" onClick={() => setOpen('resend')}>
              <Mail aria-hidden="true" className="size-5" />
              {text.resend}
            </Button>
            <Button onClick={() => setOpen('contact')}>
              <PencilLine aria-hidden="true" className="size-5" />
              {text.contact}
            </Button>
          </>
        ) : null
      }
    >
      {notice ? <SuccessNotice>{notice}</SuccessNotice> : null}
      <div className="grid min-w-0 gap-6 [&>*]:min-w-0">
        {data.merged.length > 0 ? (
          <Panel title={text.mergedHere}>
            <ul className="list-disc space-y-1 ps-6">
              {data.merged.map((m) => (
                <li key={m.id} className="wrap-anywhere">
                  {text.mergedLine(m.donorNumber, m.email)}
                </li>
              ))}
            </ul>
          </Panel>
        ) : null}
        <Panel title={text.dedications}>
          {data.dedicationList.length === 0 ? (
            <p className="text-ink-muted">{text.noDedications}</p>
          ) : (
            <div className="relative overflow-x-auto rounded-lg border border-stone">
              <table className={plainTableClass}>
                <caption className="sr-only">{text.dedications}</caption>
                <thead>
                  <tr>
                    <th scope="col">{dedicationsText.columns.name}</th>
                    <th scope="col">{dedicationsText.columns.plan}</th>
                    <th scope="col">{dedicationsText.columns.first}</th>
                    <th scope="col">{dedicationsText.columns.status}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.dedicationList.map((d) => (
                    <tr key={d.id}>
                      <td>
                        <Link
                          to={dedicationPath(d.id)}
                          className="inline-flex min-h-11 items-center font-semibold whitespace-nowrap text-primary underline-offset-4 hover:underline"
                        >
                          <Hebrew className="text-lg">{d.name}</Hebrew>
                        </Link>
                      </td>
                      <td className="whitespace-nowrap">
                        {dedicationsText.planLabel(d.planType)} ·{' '}
                        {dedicationsText.kindLabel(d.kind)}
                      </td>
                      <td className="whitespace-nowrap tabular-nums">
                        {dedicationsText.dates(d.firstDay, d.lastDay, d.dates)}
                      </td>
                      <td>
                        <DedicationStatus status={d.status} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Panel>
        <NotesPanel notes={data.notes} onAdd={live ? () => setOpen('note') : null} />
        <MessagesPanel messages={data.messages} />
        <Panel title={text.donations}>
          {data.donationList.length === 0 ? (
            <p className="text-ink-muted">{text.noDonations}</p>
          ) : (
            <ul className="space-y-1">
              {data.donationList.map((d) => (
                <li key={d.id} className="tabular-nums">
                  {londonShort(d.createdAt)} · ${d.amount.toLocaleString('en-US')}
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel title={text.payments}>
          <PaymentsTable payments={data.payments} />
        </Panel>
        <Panel title={text.emails}>
          <EmailsTable emails={data.emails} />
        </Panel>
      </div>
      {open === 'contact' ? (
        <ContactDialog
          donor={data}
          onClose={() => setOpen(null)}
          onSaved={() => done(text.saved)}
        />
      ) : null}
      {open === 'resend' ? (
        <ConfirmDialog
          title={text.resendTitle}
          confirmLabel={text.resendConfirm}
          confirmIcon={Mail}
          busy={resend.isPending}
          error={resend.error}
          onConfirm={() => resend.mutate()}
          onClose={() => setOpen(null)}
        >
          <p>{text.resendBody(data.donorNumber, data.email)}</p>
        </ConfirmDialog>
      ) : null}
      {open === 'note' ? (
        <NoteDialog
          donor={data}
          onClose={() => setOpen(null)}
          onSaved={() => done(text.noteSaved)}
        />
      ) : null}
      {open === 'merge' ? (
        <MergeDialog survivor={data} onClose={() => setOpen(null)} onMerged={done} />
      ) : null}
    </OfficePage>
  );
}
