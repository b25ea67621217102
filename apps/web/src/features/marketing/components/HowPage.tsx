import { ROUTES } from '@zechus/shared';
import { CalendarDays, ChartColumn, HandHeart } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/Button.tsx';
import { PageBanner } from '../../../components/ui/PageBanner.tsx';
import { Section } from '../../../components/ui/Section.tsx';
import { PlanCards, useHasPlans } from '../../plans/PlanCards.tsx';

const steps = [
  {
    icon: CalendarDays,
    title: 'Choose Your Dates',
    text: 'Pick a day, a month or a full year of learning. For a yoirtzeit or shloishim, give us the Hebrew date and we will learn on the right day.',
  },
  {
    icon: HandHeart,
    title: 'Dedicate Your Zechus',
    text: 'Tell us the name the learning is for — in memory of a neshama, as a merit, or for a refuah shleima — and the children will learn in that name.',
  },
  {
    icon: ChartColumn,
    title: 'Track Our Progress',
    text: 'Follow the learning as it happens: every seder, every masechta and every child, with each perek counted the moment it is done.',
  },
] as const;

const infoBlocks = [
  {
    title: 'The whole Mishnah, every day',
    text: 'Each day’s learning covers all 525 perakim. Your dedication is not one perek among many — the whole day is learned in the name you give.',
  },
  {
    title: 'Names set with care',
    text: 'We learn for the name exactly as you write it in Hebrew, and it is shown with its Hebrew date on the big screen in our hall.',
  },
  {
    title: 'Your own progress page',
    text: 'Sign in with your e-mail and donor ID to see your dedications, and watch the learning grow through the day.',
  },
  {
    title: 'A receipt for every gift',
    text: 'You receive a confirmation by e-mail straight away, and another when the learning you sponsored begins.',
  },
] as const;

export default function HowPage() {
  const hasPlans = useHasPlans();
  return (
    <>
      <PageBanner
        eyebrow="Three simple steps"
        title="How it Works"
        lede={
          <p>
            Sponsoring the children&rsquo;s learning takes a few minutes. The zechus lasts far
            longer.
          </p>
        }
      >
        <ButtonLink to={ROUTES.SignUp.path} size="lg">
          Become a Partner
        </ButtonLink>
      </PageBanner>

      <Section id="steps" title="From your dedication to their learning">
        <ol className="grid gap-5 md:grid-cols-3">
          {steps.map(({ icon: Icon, title, text }, index) => (
            <li
              key={title}
              className="relative rounded-[var(--radius-card)] border border-stone bg-white p-6 pt-8 shadow-card"
            >
              <span className="absolute -top-4 start-6 inline-flex h-8 items-center rounded-full bg-primary px-3 text-sm font-semibold text-parchment">
                Step {index + 1}
              </span>
              <Icon aria-hidden="true" className="size-8 text-gold-ink" />
              <h3 className="mt-3 text-2xl font-semibold">{title}</h3>
              <p className="mt-2 leading-relaxed text-ink-muted">{text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="info" tone="white" title="What you can expect">
        <div className="grid gap-x-10 gap-y-8 md:grid-cols-2">
          {infoBlocks.map((block) => (
            <div key={block.title} className="border-s-4 border-gold ps-5">
              <h3 className="text-xl font-semibold">{block.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-muted">{block.text}</p>
            </div>
          ))}
        </div>
      </Section>

      {hasPlans ? (
        <Section
          id="plans"
          eyebrow="Dedication plans"
          title="Choose how long to dedicate the learning"
        >
          <PlanCards />
        </Section>
      ) : null}

      <section aria-labelledby="how-cta-title" className="pb-16 md:pb-20">
        <div className="container-content">
          <div className="flex flex-col items-start gap-5 rounded-[var(--radius-card)] border border-gold/60 bg-gold-soft/60 p-6 sm:p-8 md:flex-row md:items-center md:justify-between">
            <div>
              <h2 id="how-cta-title" className="text-2xl font-semibold">
                Ready to dedicate the learning?
              </h2>
              <p className="mt-1 text-ink-muted">
                Questions first? Our office is glad to help &mdash;{' '}
                <Link to={ROUTES.Contact.path} className="font-medium text-primary underline">
                  contact us
                </Link>
                .
              </p>
            </div>
            <ButtonLink to={ROUTES.SignUp.path} size="lg" className="shrink-0">
              Sign up today
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
