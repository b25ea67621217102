import type { DayPerek } from '@zechus/shared';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import { ClassName } from '../shell/ClassName.tsx';
import { DialogSubject } from '../shell/DialogSubject.tsx';

/** The perek a dialog is about, and its child: large, in the Hebrew face. */
export function PerekCard({ perek, label }: { perek: DayPerek; label: string }) {
  return (
    <DialogSubject>
      <p>
        <Hebrew className="text-2xl font-bold">{perek.perek}</Hebrew>
      </p>
      <p className="mt-1 text-base text-ink-muted">
        {label}: <Hebrew className="text-xl font-bold text-ink">{perek.learner.name}</Hebrew>
        {perek.learner.className ? (
          <>
            {' · '}
            <ClassName name={perek.learner.className} className="text-lg" />
          </>
        ) : null}
      </p>
    </DialogSubject>
  );
}
