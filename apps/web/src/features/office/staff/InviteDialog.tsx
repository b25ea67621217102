import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newStaffSchema, type NewStaff, type StaffLinkSent } from '@zechus/shared';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/Button.tsx';
import { Field, Input } from '../../../components/ui/FormField.tsx';
import { FailureNotice } from '../shell/Notices.tsx';
import { OfficeDialog } from '../shell/OfficeDialog.tsx';
import { officeText } from '../shell/strings.ts';
import { inviteStaff, staffKey } from './api.ts';
import { LinkHandOver } from './LinkHandOver.tsx';
import { londonDateTime } from '../shell/london-time.ts';
import { RoleChoice } from './RoleChoice.tsx';
import { staffText } from './strings.ts';

/**
 * Invites a new person: name, e-mail and role. When the e-mail goes out the dialog closes with a
 * notice; when it cannot, the dialog keeps the link on screen to pass on by hand.
 */
export function InviteDialog({
  onClose,
  onDone,
}: {
  onClose: () => void;
  onDone: (notice: string) => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<NewStaff>({
    resolver: zodResolver(newStaffSchema),
    defaultValues: { name: '', email: '', role: 'teacher' },
  });
  const invite = useMutation({
    mutationFn: inviteStaff,
    onSuccess: (sent: StaffLinkSent) => {
      void queryClient.invalidateQueries({ queryKey: staffKey });
      void queryClient.invalidateQueries({ queryKey: ['office', 'audit'] });
      if (sent.mailed) {
        onDone(
          staffText.invited(sent.member.name, sent.member.email, londonDateTime(sent.expiresAt)),
        );
      }
    },
  });
  const { errors } = form.formState;
  const handOver = invite.data && !invite.data.mailed ? invite.data : null;

  return (
    <OfficeDialog
      title={handOver ? staffText.handOverTitle : staffText.inviteTitle}
      onClose={onClose}
    >
      {handOver?.link ? (
        <LinkHandOver
          name={handOver.member.name}
          email={handOver.member.email}
          link={handOver.link}
          expiresAt={handOver.expiresAt}
          onDone={onClose}
        />
      ) : (
        <form noValidate onSubmit={form.handleSubmit((values) => invite.mutate(values))}>
          <p className="mb-5 text-ink-muted">{staffText.inviteIntro}</p>
          <FailureNotice error={invite.error} />
          <Field id="invite-name" label={staffText.name} error={errors.name?.message}>
            <Input
              id="invite-name"
              autoComplete="off"
              autoFocus
              invalid={Boolean(errors.name)}
              {...form.register('name')}
            />
          </Field>
          <Field id="invite-email" label={staffText.email} error={errors.email?.message}>
            <Input
              id="invite-email"
              type="email"
              autoComplete="off"
              invalid={Boolean(errors.email)}
              {...form.register('email')}
            />
          </Field>
          <RoleChoice
            legend={staffText.role}
            name="invite-role"
            error={errors.role?.message}
            inputProps={form.register('role')}
          />
          <div className="mt-4 flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={onClose}>
              {officeText.cancel}
            </Button>
            <Button type="submit" busy={invite.isPending}>
              <Send aria-hidden="true" className="size-4" />
              {staffText.sendInvitation}
            </Button>
          </div>
        </form>
      )}
    </OfficeDialog>
  );
}
