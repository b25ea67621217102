import type { MyPage } from '@zechus/shared';
import { CircleCheck, UserRound } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { donor } from '../../../i18n/donor.ts';

type Contact = MyPage['contact'];

const ContactEditForm = lazy(() => import('./ContactEditForm.tsx'));

/** "Your details": the donor's name, phone and e-mail, which they may correct (issue 13 §4). */
export function ContactEdit({ contact }: { contact: Contact }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const titleId = useId();
  const text = donor.account;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-[var(--radius-card)] border border-stone bg-white px-5 py-5 shadow-card sm:px-7"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={titleId} className="flex items-center gap-2 text-2xl font-semibold">
            <UserRound aria-hidden="true" className="size-6 text-gold-ink" />
            {text.contactTitle}
          </h2>
          <p className="mt-1 text-ink-muted">{text.contactLede}</p>
        </div>
        {editing ? null : (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            {text.contactEdit}
          </Button>
        )}
      </div>
      {editing ? (
        <Suspense fallback={<Spinner className="mt-4 size-6 text-ink-muted" />}>
          <ContactEditForm
            contact={contact}
            onCancel={() => setEditing(false)}
            onSaved={() => {
              setEditing(false);
              setSaved(true);
            }}
          />
        </Suspense>
      ) : (
        <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-3">
          {[
            [text.contactName, contact.name],
            [text.contactPhone, contact.phone ?? text.noPhone],
            [text.contactEmail, contact.email],
          ].map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-sm text-ink-muted">{label}</dt>
              <dd className="font-medium break-words">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {saved ? (
        <p role="status" className="mt-3 flex items-center gap-2 text-sm font-medium text-done">
          <CircleCheck aria-hidden="true" className="size-4" />
          {text.contactSaved}
        </p>
      ) : null}
    </section>
  );
}
