import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  STAFF_ROLE_LABELS,
  type StaffLinkSent,
  type StaffMember,
  type StaffRole,
} from '@zechus/shared';
import {
  ChevronLeft,
  ChevronRight,
  KeyRound,
  Pencil,
  Power,
  PowerOff,
  UserCog,
} from 'lucide-react';
import { useRef, useState, useLayoutEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { officeMeKey } from '../shell/api.ts';
import { FailureNotice } from '../shell/Notices.tsx';
import { OfficeDialog } from '../shell/OfficeDialog.tsx';
import { useRequiredStaff } from '../shell/useRequiredStaff.ts';
import { changeStaff, sendNewLink, setStaffActive, staffKey } from './api.ts';
import { DetailsForm } from './DetailsForm.tsx';
import { LinkHandOver } from './LinkHandOver.tsx';
import { londonDateTime } from '../shell/london-time.ts';
import { RoleChoice } from './RoleChoice.tsx';
import { StateBadge } from './StateBadge.tsx';
import { noRecentSession } from './last-seen.ts';
import { staffText } from './strings.ts';

type Step = 'menu' | 'role' | 'details' | 'link' | 'off' | 'on';

const DANGER =
  'bg-danger! text-white hover:bg-[#8f1f18]! active:bg-[#8f1f18]! aria-disabled:hover:bg-danger!';

/** One action of the menu: a large target with what it does under its name. */
function ActionButton({
  icon,
  label,
  hint,
  onClick,
}: {
  icon: ReactNode;
  label: string;
  hint: string;
  onClick: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onClick}
        className="flex w-full items-center gap-3 rounded-xl border border-stone bg-white px-4 py-3 text-start hover:border-primary hover:bg-gold-soft/20"
      >
        <span className="text-primary">{icon}</span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold">{label}</span>
          <span className="block text-sm text-ink-muted">{hint}</span>
        </span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
      </button>
    </li>
  );
}

/** A step's sentence of what will happen, its error if any, and Back / the confirming button. */
function ConfirmStep({
  heading,
  sentence,
  error,
  onBack,
  children,
}: {
  heading: ReactNode;
  sentence: ReactNode;
  error: unknown;
  onBack: () => void;
  children: ReactNode;
}) {
  return (
    <div>
      {heading}
      <FailureNotice error={error} />
      <p className="mb-5 text-lg">{sentence}</p>
      <div className="flex flex-wrap justify-between gap-3">
        <Button variant="secondary" onClick={onBack}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {staffText.back}
        </Button>
        {children}
      </div>
    </div>
  );
}

/**
 * Everything an owner does to one account, in one dialog: first what the person's account is and
 * the actions, then each action's own step saying what will happen before it does.
 */
export function ManageDialog({
  member,
  onClose,
  onDone,
}: {
  member: StaffMember;
  onClose: () => void;
  onDone: (notice: string) => void;
}) {
  const me = useRequiredStaff();
  const self = me.id === member.id;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('menu');
  const [role, setRole] = useState<StaffRole>(member.role);
  const [handOver, setHandOver] = useState<StaffLinkSent | null>(null);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: staffKey });
    void queryClient.invalidateQueries({ queryKey: ['office', 'audit'] });
  };
  const action = useMutation({
    mutationFn: async (what: Exclude<Step, 'menu' | 'details'>) => {
      switch (what) {
        case 'role':
          return { what, member: await changeStaff(member.id, { role }) } as const;
        case 'link':
          return { what, sent: await sendNewLink(member.id) } as const;
        case 'off':
          return { what, member: await setStaffActive(member.id, false) } as const;
        case 'on':
          return { what, member: await setStaffActive(member.id, true) } as const;
      }
    },
    onSuccess: (result) => {
      refresh();
      if (result.what === 'link') {
        if (result.sent.mailed) {
          onDone(
            staffText.linkSent(member.name, member.email, londonDateTime(result.sent.expiresAt)),
          );
        } else {
          setHandOver(result.sent);
        }
      } else if (result.what === 'role') {
        if (self) {
          // Their own console changes with the role: start again from the office's home.
          void queryClient.invalidateQueries({ queryKey: officeMeKey });
          void navigate('/office', { replace: true });
        }
        onDone(staffText.roleChanged(member.name, result.member.role));
      } else if (result.what === 'off') {
        if (self) {
          queryClient.setQueryData(officeMeKey, null);
          return;
        }
        onDone(staffText.switchedOff(member.name));
      } else {
        onDone(staffText.switchedOn(member.name));
      }
    },
  });
  const go = (next: Step) => {
    action.reset();
    setStep(next);
  };
  const run = (what: Exclude<Step, 'menu' | 'details'>) => action.mutate(what);
  const back = () => go('menu');
  // Each step opens with its heading, which takes the focus: the old step's button is gone.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const opened = useRef(false);
  useLayoutEffect(() => {
    if (opened.current) headingRef.current?.focus();
    opened.current = true;
  }, [step]);
  const heading = (text: string) => (
    <h3
      ref={headingRef}
      tabIndex={-1}
      className="mb-3 font-sans text-lg font-semibold outline-none"
    >
      {text}
    </h3>
  );

  if (handOver?.link) {
    return (
      <OfficeDialog title={staffText.handOverTitle} onClose={onClose}>
        <LinkHandOver
          name={member.name}
          email={member.email}
          link={handOver.link}
          expiresAt={handOver.expiresAt}
          onDone={onClose}
        />
      </OfficeDialog>
    );
  }

  return (
    <OfficeDialog title={member.name} onClose={onClose}>
      {step === 'menu' ? (
        <>
          <dl className="mb-6 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2">
            <dt className="text-ink-muted">{staffText.email}</dt>
            <dd className="break-words">{member.email}</dd>
            <dt className="text-ink-muted">{staffText.role}</dt>
            <dd>{STAFF_ROLE_LABELS[member.role]}</dd>
            <dt className="text-ink-muted">{staffText.state}</dt>
            <dd>
              <StateBadge state={member.state} />
            </dd>
            <dt className="text-ink-muted">{staffText.lastSeen}</dt>
            <dd>
              {member.lastSeenAt
                ? londonDateTime(member.lastSeenAt)
                : noRecentSession(member.state)}
            </dd>
          </dl>
          {heading(staffText.whatToDo)}
          <ul className="grid gap-2">
            <ActionButton
              icon={<UserCog aria-hidden="true" className="size-5" />}
              label={staffText.changeRole}
              hint={staffText.changeRoleHint}
              onClick={() => go('role')}
            />
            <ActionButton
              icon={<Pencil aria-hidden="true" className="size-5" />}
              label={staffText.editDetails}
              hint={staffText.editDetailsHint}
              onClick={() => go('details')}
            />
            {member.state !== 'off' ? (
              <ActionButton
                icon={<KeyRound aria-hidden="true" className="size-5" />}
                label={staffText.newLink}
                hint={staffText.newLinkHint}
                onClick={() => go('link')}
              />
            ) : null}
            {member.state === 'off' ? (
              <ActionButton
                icon={<Power aria-hidden="true" className="size-5" />}
                label={staffText.switchOn}
                hint={staffText.switchOnHint}
                onClick={() => go('on')}
              />
            ) : (
              <ActionButton
                icon={<PowerOff aria-hidden="true" className="size-5" />}
                label={staffText.switchOff}
                hint={staffText.switchOffHint}
                onClick={() => go('off')}
              />
            )}
          </ul>
        </>
      ) : step === 'role' ? (
        <div>
          {heading(staffText.changeRole)}
          <FailureNotice error={action.error} />
          <RoleChoice
            legend={staffText.newRole}
            name="manage-role"
            value={role}
            onChange={setRole}
          />
          <p className="mb-5 text-lg" aria-live="polite">
            {role === member.role
              ? staffText.roleSame
              : staffText.roleConfirm(member.name, role, self)}
          </p>
          <div className="flex flex-wrap justify-between gap-3">
            <Button variant="secondary" onClick={back}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              {staffText.back}
            </Button>
            <Button
              inactive={role === member.role}
              busy={action.isPending}
              onClick={() => run('role')}
            >
              {staffText.roleSubmit(role)}
            </Button>
          </div>
        </div>
      ) : step === 'details' ? (
        <>
          {heading(staffText.editDetails)}
          <DetailsForm
            member={member}
            onBack={back}
            onSaved={(saved) => {
              refresh();
              onDone(staffText.detailsSaved(saved.name));
            }}
          />
        </>
      ) : step === 'link' ? (
        <ConfirmStep
          heading={heading(staffText.newLink)}
          sentence={staffText.linkConfirm(member.email, member.state === 'active')}
          error={action.error}
          onBack={back}
        >
          <Button busy={action.isPending} onClick={() => run('link')}>
            <KeyRound aria-hidden="true" className="size-4" />
            {staffText.linkSubmit}
          </Button>
        </ConfirmStep>
      ) : step === 'off' ? (
        <ConfirmStep
          heading={heading(staffText.switchOff)}
          sentence={staffText.offConfirm(member.name, self)}
          error={action.error}
          onBack={back}
        >
          <Button busy={action.isPending} className={DANGER} onClick={() => run('off')}>
            <PowerOff aria-hidden="true" className="size-4" />
            {staffText.offSubmit}
          </Button>
        </ConfirmStep>
      ) : (
        <ConfirmStep
          heading={heading(staffText.switchOn)}
          sentence={staffText.onConfirm(member.name, member.hasPassword)}
          error={action.error}
          onBack={back}
        >
          <Button busy={action.isPending} onClick={() => run('on')}>
            <Power aria-hidden="true" className="size-4" />
            {staffText.onSubmit}
          </Button>
        </ConfirmStep>
      )}
    </OfficeDialog>
  );
}
