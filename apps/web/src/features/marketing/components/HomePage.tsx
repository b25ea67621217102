import { ROUTES } from '@zechus/shared';
import { ArrowRight, BookOpen, ChartColumn, HeartHandshake } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/Button.tsx';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import { Section } from '../../../components/ui/Section.tsx';
import { getSiteConfig } from '../../../lib/site-config.ts';
import { CtaBand } from './CtaBand.tsx';
import { DedicationKinds } from './DedicationKinds.tsx';
import { HeroMedia } from './HeroMedia.tsx';
import { Stats } from './Stats.tsx';

/** Home's statistics are fixed text (spec §2). */
const homeStats = [
  { value: '238', label: 'students' },
  { value: '525', label: 'prukim' },
  { value: '4,234', label: 'mishnes' },
] as const;

const steps = [
  {
    icon: BookOpen,
    title: 'The children learn',
    text: 'Every day our students divide the whole Mishnah between them, each child learning his perek with a melamed beside him.',
  },
  {
    icon: HeartHandshake,
    title: 'You dedicate the day',
    text: 'Your dedication names the neshama or the person the learning is for, on the date that matters to you.',
  },
  {
    icon: ChartColumn,
    title: 'You watch it happen',
    text: 'As each perek is completed it is counted, and you can follow the learning, seder by seder, from anywhere.',
  },
] as const;

export default function HomePage() {
  const { heroVideoUrl } = getSiteConfig();
  return (
    <>
      <section
        aria-labelledby="page-title"
        className="relative overflow-hidden border-b border-stone bg-[radial-gradient(ellipse_at_top_left,var(--color-gold-soft),transparent_55%)]"
      >
        <div className="container-content grid items-center gap-10 py-12 md:py-16 lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)] lg:gap-14 lg:py-20">
          <div>
            <p className="mb-4 text-sm font-semibold tracking-[0.14em] text-gold-ink uppercase">
              Children&rsquo;s daily Mishnayos
            </p>
            <h1
              id="page-title"
              className="text-[2.35rem] leading-[1.08] font-semibold tracking-tight sm:text-5xl lg:text-[3.5rem]"
            >
              Their learning, dedicated to the one you hold dear
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-muted md:text-xl">
              Every morning our children open the Mishnah and learn it through, perek by perek.
              Dedicate a day of their learning for a yoirtzeit, a shloishim, a merit or a refuah
              shleima &mdash; and follow every perek as it is learned.
            </p>
            <div className="mt-8 flex flex-col gap-3 min-[420px]:flex-row min-[420px]:flex-wrap">
              <ButtonLink to={ROUTES.Program.path} variant="secondary" size="lg">
                Our Program
              </ButtonLink>
              <ButtonLink to={ROUTES.SignUp.path} size="lg">
                Sign Up
              </ButtonLink>
              <ButtonLink to={ROUTES.Donate.path} variant="gold" size="lg">
                General Donation
              </ButtonLink>
            </div>
          </div>
          <HeroMedia videoUrl={heroVideoUrl} />
        </div>
      </section>

      <Section
        id="daily"
        eyebrow="Every single day"
        title="A whole Mishnah, learned by children, every day"
        intro={
          <p>
            {homeStats[0].value} students, {homeStats[1].value} prukim and {homeStats[2].value}{' '}
            mishnes learned daily.
          </p>
        }
      >
        <Stats stats={homeStats} />
      </Section>

      <Section
        id="dedications"
        tone="white"
        eyebrow="Dedicate the learning"
        title="A living zechus for every moment"
        intro={
          <p>
            Whether you are marking a yoirtzeit, sitting through the shloishim, or davening for
            someone&rsquo;s health, the children&rsquo;s learning can carry your tefillos.
          </p>
        }
      >
        <DedicationKinds />
      </Section>

      <Section id="how" eyebrow="Simple and personal" title="How your dedication works">
        <ol className="grid gap-5 md:grid-cols-3">
          {steps.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="relative ps-14">
              <span
                aria-hidden="true"
                className="absolute start-0 top-0 inline-flex size-11 items-center justify-center rounded-full border-2 border-gold bg-white font-serif text-lg font-semibold text-primary"
              >
                {index + 1}
              </span>
              <h3 className="flex items-center gap-2 text-xl font-semibold">
                <Icon aria-hidden="true" className="size-5 text-gold-ink" />
                {title}
              </h3>
              <p className="mt-2 leading-relaxed text-ink-muted">{text}</p>
            </li>
          ))}
        </ol>
        <Link
          to={ROUTES.How.path}
          className="mt-8 inline-flex items-center gap-1.5 font-semibold text-primary underline"
        >
          See how it works
          <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
        </Link>
      </Section>

      <section aria-labelledby="letters-title" className="bg-primary py-16 text-parchment md:py-20">
        <div className="container-content text-center">
          <p
            aria-hidden="true"
            className="hebrew text-5xl leading-none text-gold md:text-6xl"
            dir="rtl"
            lang="he"
          >
            משנה · נשמה
          </p>
          <h2
            id="letters-title"
            className="mx-auto mt-6 max-w-3xl text-3xl leading-tight font-semibold text-parchment md:text-4xl"
          >
            The letters of <Hebrew>משנה</Hebrew> are the letters of <Hebrew>נשמה</Hebrew>
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-parchment/90">
            Mishnah and neshama are written with the same four letters. For generations, Jews have
            learned Mishnayos to bring an aliyah to the soul of someone they have lost.
          </p>
          <Link
            to={ROUTES.Why.path}
            className="mt-8 inline-flex items-center gap-1.5 font-semibold text-gold-soft underline hover:text-white"
          >
            Read why we learn Mishnayos
            <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
          </Link>
        </div>
      </section>

      <CtaBand
        id="sponsor"
        title="Become a partner in their learning"
        actions={
          <>
            <ButtonLink to={ROUTES.SignUp.path} variant="gold" size="lg">
              Dedicate the learning
            </ButtonLink>
            <ButtonLink to={ROUTES.Contact.path} variant="light" size="lg">
              Speak with our office
            </ButtonLink>
          </>
        }
      >
        <p>
          A day, a month or a whole year of Mishnayos &mdash; learned in the name you give us, on
          the dates you choose. It is a gift to a neshama, and to the children whose learning it
          supports.
        </p>
      </CtaBand>
    </>
  );
}
