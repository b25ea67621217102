import { OFFICE_PATHS, type FirstSteps as Counts, type OfficeArea } from '@zechus/shared';
import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/Button.tsx';
import { homeText } from './strings.ts';

interface Step {
  title: string;
  text: string;
  /** What has been done already, or null while the step waits. */
  done: string | null;
  /** The area the step happens in; without it the reader is told whom to ask. */
  area: OfficeArea;
  links: { to: string; label: string; primary?: boolean }[];
}

function stepsOf(counts: Counts): Step[] {
  const t = homeText.firstSteps;
  return [
    {
      title: t.childrenTitle,
      text: t.childrenText,
      done: counts.learners > 0 ? t.childrenDone(counts.learners, counts.classes) : null,
      area: 'learners',
      links: [
        { to: `${OFFICE_PATHS.learners}/import`, label: t.importClass, primary: true },
        { to: OFFICE_PATHS.learners, label: t.addChild },
      ],
    },
    {
      title: t.stationTitle,
      text: t.stationText,
      done: counts.stations > 0 ? t.stationDone(counts.stations) : null,
      area: 'stations',
      links: [{ to: OFFICE_PATHS.stations, label: t.createStation, primary: true }],
    },
    {
      title: t.sheetsTitle,
      text: t.sheetsText,
      done: null,
      area: 'sheets',
      links: [{ to: OFFICE_PATHS.sheets, label: t.openSheets }],
    },
  ];
}

/**
 * A new install's office home (issue 27 §7): what to do first, in order, each step with the way
 * to it for a role that may, and "ask the office" for one that may not. Shown until the
 * programme has children and a station; a step done says so, ticked.
 */
export function FirstSteps({ counts, areas }: { counts: Counts; areas: readonly OfficeArea[] }) {
  const t = homeText.firstSteps;
  return (
    <section
      aria-labelledby="first-steps-title"
      className="mb-8 rounded-[var(--radius-card)] border-2 border-gold bg-white p-6 shadow-card"
    >
      <h2 id="first-steps-title" className="mb-1 text-xl font-semibold">
        {t.title}
      </h2>
      <p className="mb-5 text-ink-muted">{t.intro}</p>
      <ol className="space-y-5">
        {stepsOf(counts).map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <StepMark done={step.done !== null}>{index + 1}</StepMark>
            <div className="min-w-0 flex-1">
              <h3 className="text-lg font-semibold">{step.title}</h3>
              {step.done ? (
                <p className="font-medium text-done">{step.done}</p>
              ) : (
                <>
                  <p className="mb-3 text-ink-muted">{step.text}</p>
                  {areas.includes(step.area) ? (
                    <div className="flex flex-wrap gap-3">
                      {step.links.map((link) => (
                        <ButtonLink
                          key={link.to}
                          to={link.to}
                          variant={link.primary ? 'primary' : 'secondary'}
                        >
                          {link.label}
                        </ButtonLink>
                      ))}
                    </div>
                  ) : (
                    <p className="text-sm text-ink-muted">{t.askTheOffice}</p>
                  )}
                </>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

function StepMark({ done, children }: { done: boolean; children: ReactNode }) {
  if (done) {
    return (
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-done/10 text-done">
        <CircleCheck aria-hidden="true" className="size-6" />
        <span className="sr-only">{homeText.firstSteps.stepDone}</span>
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-full border-2 border-gold font-serif text-lg font-semibold text-primary"
    >
      {children}
    </span>
  );
}
