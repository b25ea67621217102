import type { DayPerek } from '@zechus/shared';

/** The perek a dialog is about, and its child: large, in the Hebrew face. */
export function PerekCard({ perek, label }: { perek: DayPerek; label: string }) {
  return (
    <div className="mb-5 rounded-xl border border-stone bg-parchment px-4 py-3">
      <p>
        <bdi
          dir="rtl"
          lang="he"
          className="font-[family-name:var(--font-hebrew)] text-2xl font-bold"
        >
          {perek.perek}
        </bdi>
      </p>
      <p className="mt-1 text-ink-muted">
        {label}:{' '}
        <bdi
          dir="rtl"
          lang="he"
          className="font-[family-name:var(--font-hebrew)] text-xl font-bold text-ink"
        >
          {perek.learner.name}
        </bdi>
        {perek.learner.className ? (
          <>
            {' · '}
            <bdi dir="rtl" lang="he" className="font-[family-name:var(--font-hebrew)] text-lg">
              {perek.learner.className}
            </bdi>
          </>
        ) : null}
      </p>
    </div>
  );
}
