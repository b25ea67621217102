import type { LucideIcon } from 'lucide-react';
import type { FormEventHandler, ReactNode, Ref } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { FormActions } from './FormActions.tsx';
import { FailureNotice } from './Notices.tsx';
import { officeText } from './strings.ts';

/**
 * The form of an office dialog, the same in every area: a line on what it does, the server's
 * refusal as a sentence (what was typed stays), the fields, then Cancel and the action.
 */
export function DialogForm({
  intro,
  error,
  onSubmit,
  onCancel,
  submitLabel,
  submitIcon: SubmitIcon,
  busy,
  formRef,
  children,
}: {
  intro?: ReactNode;
  /** The failed call, if any (said with officeErrorMessage). */
  error?: unknown;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  submitLabel: string;
  submitIcon?: LucideIcon;
  busy: boolean;
  /** For a field that submits by itself (the on-screen keyboard's Enter). */
  formRef?: Ref<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit}>
      {intro ? <p className="mb-5 text-ink-muted">{intro}</p> : null}
      <FailureNotice error={error} />
      {children}
      <FormActions>
        <Button variant="secondary" onClick={onCancel}>
          {officeText.cancel}
        </Button>
        <Button type="submit" busy={busy}>
          {SubmitIcon ? <SubmitIcon aria-hidden="true" className="size-5" /> : null}
          {submitLabel}
        </Button>
      </FormActions>
    </form>
  );
}
