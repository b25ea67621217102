import { ROUTES } from '@zechus/shared';
import { Quote } from 'lucide-react';
import candleUrl from '../../../assets/candle.svg';
import { ButtonLink } from '../../../components/ui/Button.tsx';
import { PageBanner } from '../../../components/ui/PageBanner.tsx';
import { Section } from '../../../components/ui/Section.tsx';
import { PlanCards, useHasPlans } from '../../plans/PlanCards.tsx';
import { Prose } from './Prose.tsx';
import { Stats } from './Stats.tsx';

/** About's statistics are fixed text (spec §2). */
const aboutStats = [
  { value: '360', label: 'students' },
  { value: '472', label: 'Mishnayos a day' },
  { value: '587', label: 'weekly study hours' },
] as const;

export default function AboutPage() {
  const hasPlans = useHasPlans();
  return (
    <>
      <PageBanner
        eyebrow="About Zechus"
        title={ROUTES.About.page}
        lede={<p>It began with one family, one yoirtzeit, and a room full of children.</p>}
        aside={<img src={candleUrl} alt="" width={96} height={128} className="h-44 w-auto" />}
      />

      <Section id="story" title="How Zechus began">
        <Prose>
          <p>
            Our founder was a melamed for many years. When his own father passed away, the family
            gathered to divide the Mishnayos for the shloishim &mdash; and found, as so many
            families do, that between work, children and grief, finishing them was a struggle.
          </p>
          <p>
            One morning he brought the remaining masechtos to his class. The boys took them up with
            an eagerness he never forgot. By the afternoon the Mishnah was complete, learned by
            children in his father&rsquo;s name. &ldquo;I had never felt my father so close,&rdquo;
            he said.
          </p>
          <p>
            Word spread. Soon other families were asking whether the children could learn for their
            parents too. What started as a kindness became a daily seder: every day the children
            learn the whole Mishnah, and every day is dedicated to a neshama, a merit or a refuah.
          </p>
          <h3>What we believe</h3>
          <p>
            That the Torah of children is among the purest gifts a neshama can receive. That every
            family deserves to see its dedication fulfilled completely and carefully. And that the
            children who learn it deserve teachers, warmth and support &mdash; which your dedication
            provides.
          </p>
        </Prose>
        <figure className="mt-12 max-w-3xl rounded-[var(--radius-card)] border border-stone bg-white p-6 shadow-card sm:p-8">
          <Quote aria-hidden="true" className="size-8 text-gold-ink" />
          <blockquote className="mt-3 font-serif text-2xl leading-snug text-ink">
            Every day a child opens a Mishnah for someone he never met. That is the most beautiful
            thing I know.
          </blockquote>
          <figcaption className="mt-4 text-ink-muted">Our founder</figcaption>
        </figure>
      </Section>

      <Section id="numbers" tone="white" eyebrow="Today" title="The programme in numbers">
        <Stats stats={aboutStats} />
      </Section>

      {hasPlans ? (
        <Section id="plans" eyebrow="Dedication plans" title="Join us in the learning">
          <PlanCards />
        </Section>
      ) : null}

      <section aria-labelledby="about-cta-title" className="pb-16 md:pb-20">
        <div className="container-content">
          <div className="flex flex-col items-center rounded-[var(--radius-card)] border border-stone bg-white px-6 py-10 text-center shadow-card">
            <h2 id="about-cta-title" className="text-3xl font-semibold">
              Add your dedication to the learning
            </h2>
            <p className="mt-3 max-w-xl text-lg text-ink-muted">
              A day, a month or a year of Mishnayos, learned by children in the name you give.
            </p>
            <ButtonLink to={ROUTES.SignUp.path} size="lg" className="mt-6">
              Sign up today
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
