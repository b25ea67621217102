import type { Member } from '@zechus/shared';
import { Headphones } from 'lucide-react';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { donor } from '../../../i18n/donor.ts';
import { cn } from '../../../lib/cn.ts';
import { LearnerAvatar } from './LearnerAvatar.tsx';
import { LearnerDialog } from './LearnerDialog.tsx';
import { LearnerStatus } from './LearnerStatus.tsx';

/** "ברכות פרק א" → "ברכות": the masechet a perek belongs to, to group the learners. */
export const masechetOfPerek = (perek: string): string => {
  const at = perek.lastIndexOf(' פרק ');
  return (at > 0 ? perek.slice(0, at) : perek).trim();
};

interface Group {
  name: string;
  members: { member: Member; index: number }[];
}

const groupByMasechet = (members: Member[]): Group[] => {
  const groups = new Map<string, Group>();
  members.forEach((member, index) => {
    const name = masechetOfPerek(member.perek);
    let group = groups.get(name);
    if (!group) {
      group = { name, members: [] };
      groups.set(name, group);
    }
    group.members.push({ member, index });
  });
  return [...groups.values()];
};

interface LearnerCardProps {
  member: Member;
  index: number;
  showRecordings: boolean;
  onOpen: (index: number) => void;
}

const LearnerCard = memo(function LearnerCard({
  member,
  index,
  showRecordings,
  onOpen,
}: LearnerCardProps) {
  return (
    <li>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => onOpen(index)}
        className={cn(
          'flex h-full w-full items-center gap-3 rounded-xl border bg-white px-3 py-2.5 text-start transition-colors hover:border-primary hover:bg-parchment',
          member.done ? 'border-done/35' : 'border-stone',
        )}
      >
        <LearnerAvatar member={member} className="size-10 text-lg" />
        <span className="min-w-0 flex-1">
          <span
            dir="auto"
            className="block font-[family-name:var(--font-hebrew)] text-lg leading-snug font-bold break-words"
          >
            {member.name}
          </span>
          <span className="block font-[family-name:var(--font-hebrew)] leading-snug text-ink-muted">
            {member.perek}
          </span>
          {showRecordings ? (
            <span
              dir="ltr"
              lang="en"
              className={cn(
                'mt-0.5 inline-flex items-center gap-1 font-sans text-xs font-semibold',
                member.recording ? 'text-primary' : 'text-ink-muted',
              )}
            >
              {member.recording ? (
                <>
                  <Headphones aria-hidden="true" className="size-3.5" />
                  {donor.progress.listen}
                </>
              ) : (
                donor.progress.unavailable
              )}
            </span>
          ) : null}
        </span>
        <LearnerStatus done={member.done} className="size-6 shrink-0" />
      </button>
    </li>
  );
});

/** Rough height of a group's grid before it is drawn, so the page does not jump as it fills. */
const estimateHeight = (count: number): number => {
  const width = typeof window === 'undefined' ? 1024 : window.innerWidth;
  const columns = width >= 1024 ? 3 : width >= 640 ? 2 : 1;
  return Math.ceil(count / columns) * 84;
};

/**
 * Simple virtualization: a group's learners are mounted when it comes near the viewport (and
 * stay), so the first paint of 525 learners is a few dozen cards.
 */
function WhenNear({
  eager,
  estimate,
  children,
}: {
  eager: boolean;
  estimate: number;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(eager);
  useEffect(() => {
    const node = ref.current;
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={ref} style={near ? undefined : { minHeight: estimate }}>
      {near ? children : null}
    </div>
  );
}

/**
 * Lomdim tab (spec §2): every learner of the day (525), grouped by masechet in a responsive grid.
 * Groups far below are mounted only as they come near, so the long list stays light on a phone.
 * A learner opens the detail dialog.
 */
export function LomdimList({
  members,
  showRecordings,
}: {
  members: Member[];
  showRecordings: boolean;
}) {
  const groups = useMemo(() => groupByMasechet(members), [members]);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const open = openIndex === null ? null : (members[openIndex] ?? null);

  if (members.length === 0) {
    return (
      <p dir="ltr" lang="en" className="rounded-xl bg-white p-6 text-center text-ink-muted">
        {donor.progress.noMembers}
      </p>
    );
  }

  return (
    <>
      <div className="space-y-6">
        {groups.map((group, groupIndex) => (
          <section key={group.name} aria-labelledby={`lomdim-group-${groupIndex}`}>
            <h3
              id={`lomdim-group-${groupIndex}`}
              className="mb-2 flex items-baseline gap-3 font-[family-name:var(--font-hebrew)] text-2xl font-bold text-primary"
            >
              {group.name}
              <span className="font-[family-name:var(--font-hebrew-ui)] text-sm font-medium text-ink-muted tabular-nums">
                <bdi dir="ltr">
                  {group.members.filter(({ member }) => member.done).length}/{group.members.length}
                </bdi>
              </span>
            </h3>
            <WhenNear eager={groupIndex < 2} estimate={estimateHeight(group.members.length)}>
              <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
                {group.members.map(({ member, index }) => (
                  <LearnerCard
                    key={index}
                    member={member}
                    index={index}
                    showRecordings={showRecordings}
                    onOpen={setOpenIndex}
                  />
                ))}
              </ul>
            </WhenNear>
          </section>
        ))}
      </div>
      {open ? (
        <LearnerDialog
          member={open}
          showRecordings={showRecordings}
          onClose={() => setOpenIndex(null)}
        />
      ) : null}
    </>
  );
}
