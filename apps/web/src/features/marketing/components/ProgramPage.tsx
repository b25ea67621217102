import { ROUTES } from '@zechus/shared';
import { Headphones, MonitorPlay, ScanLine, Users } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/Button.tsx';
import { PageBanner } from '../../../components/ui/PageBanner.tsx';
import { Section } from '../../../components/ui/Section.tsx';
import { CtaBand } from './CtaBand.tsx';
import { Stats } from './Stats.tsx';

const mishnahStats = [
  { value: '6', label: 'sedarim' },
  { value: '63', label: 'masechtos' },
  { value: '525', label: 'perakim, every day' },
] as const;

const day = [
  {
    time: 'Morning',
    title: 'Each child receives his perek',
    text: 'The day’s learning is divided among the children, so that between them the whole Mishnah is covered. Each boy knows exactly which perek is his.',
  },
  {
    time: 'Seder',
    title: 'Learning with a melamed',
    text: 'In small groups, with a melamed to guide them, the children read, translate and understand their perek, mishnah by mishnah.',
  },
  {
    time: 'Review',
    title: 'Said aloud, and counted',
    text: 'When a child has mastered his perek he says it before his teacher, and its card is scanned: the perek is counted that very moment.',
  },
  {
    time: 'Evening',
    title: 'The Mishnah is complete',
    text: 'By the end of the day every perek has been learned, and the day’s dedications are fulfilled in full.',
  },
] as const;

const features = [
  {
    icon: ScanLine,
    title: 'Every perek counted',
    text: 'Each perek has its own card. A scan marks it learned, so the progress you see is real, not estimated.',
  },
  {
    icon: MonitorPlay,
    title: 'The big screen',
    text: 'In our hall, a large screen shows the day’s chapters, the names the learning is dedicated to, and the progress as it grows.',
  },
  {
    icon: Headphones,
    title: 'Hear the children',
    text: 'Where recordings are available, sponsors can listen to a child learning the perek dedicated in their name.',
  },
  {
    icon: Users,
    title: 'Guided by melamdim',
    text: 'Experienced teachers lead every group, so that the learning is careful, joyful and truly understood.',
  },
] as const;

export default function ProgramPage() {
  return (
    <>
      <PageBanner
        eyebrow="Every day of the year"
        title="Our Program"
        lede={
          <p>
            Each day our children learn the entire Mishnah together. Every perek is assigned,
            learned with a teacher, said aloud and counted &mdash; and every day&rsquo;s learning is
            dedicated by a sponsor to someone they love.
          </p>
        }
      >
        <ButtonLink to={ROUTES.How.path} variant="secondary" size="lg">
          How it Works
        </ButtonLink>
      </PageBanner>

      <Section
        id="whole-mishnah"
        eyebrow="The whole Mishnah"
        title="Six sedarim, completed every day"
        intro={
          <p>
            From Brachos to Uktzin, the children divide the Mishnah between them so that nothing is
            left out.
          </p>
        }
      >
        <Stats stats={mishnahStats} />
      </Section>

      <Section id="day" tone="white" title="A day in the programme">
        <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {day.map((step) => (
            <li
              key={step.title}
              className="rounded-[var(--radius-card)] border border-stone bg-parchment p-6"
            >
              <p className="text-sm font-semibold tracking-[0.14em] text-gold-ink uppercase">
                {step.time}
              </p>
              <h3 className="mt-2 text-xl font-semibold">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="features" title="Learning you can see">
        <ul className="grid gap-5 sm:grid-cols-2">
          {features.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="flex gap-4 rounded-[var(--radius-card)] border border-stone bg-white p-6 shadow-card"
            >
              <span
                aria-hidden="true"
                className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-gold-soft text-gold-ink"
              >
                <Icon className="size-6" />
              </span>
              <div>
                <h3 className="text-xl font-semibold">{title}</h3>
                <p className="mt-1 leading-relaxed text-ink-muted">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        id="program-sponsor"
        title="Dedicate a day of the programme"
        actions={
          <ButtonLink to={ROUTES.SignUp.path} variant="gold" size="lg">
            Sign up to sponsor
          </ButtonLink>
        }
      >
        <p>
          Your dedication keeps the children learning, and the learning is given in the name you
          choose.
        </p>
      </CtaBand>
    </>
  );
}
