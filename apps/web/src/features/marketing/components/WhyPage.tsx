import { ROUTES } from '@zechus/shared';
import { ButtonLink } from '../../../components/ui/Button.tsx';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import { PageBanner } from '../../../components/ui/PageBanner.tsx';
import { Section } from '../../../components/ui/Section.tsx';
import { CtaBand } from './CtaBand.tsx';
import { Prose } from './Prose.tsx';

const reasons = [
  {
    title: 'The same letters',
    text: (
      <>
        <Hebrew>משנה</Hebrew> and <Hebrew>נשמה</Hebrew> are spelled with the same letters. The
        seforim teach that learning Mishnah in someone&rsquo;s memory brings their neshama an
        aliyah, a rising closer to its Source.
      </>
    ),
  },
  {
    title: 'The breath of children',
    text: 'Chazal tell us that the world endures for the sake of the breath of schoolchildren learning Torah — a learning untouched by sin, and so especially precious.',
  },
  {
    title: 'A merit that continues',
    text: 'When a neshama can no longer do mitzvos of its own, the Torah learned in its name carries it onward. Each perek the children learn is added to its account.',
  },
] as const;

export default function WhyPage() {
  return (
    <>
      <PageBanner
        eyebrow="The heart of our programme"
        title="Why Mishnayos?"
        lede={
          <p>
            When someone we love leaves this world, we look for a way to keep giving to them. For
            generations, the answer in Jewish homes has been the same: open the Mishnah and learn.
          </p>
        }
      >
        <ButtonLink to={ROUTES.SignUp.path} size="lg">
          Sponsor Mishnayos
        </ButtonLink>
      </PageBanner>

      <Section id="reasons" title="Three reasons, one learning" tone="white">
        <ul className="grid gap-5 md:grid-cols-3">
          {reasons.map((reason) => (
            <li
              key={reason.title}
              className="rounded-[var(--radius-card)] border border-stone bg-white p-6 shadow-card"
            >
              <h3 className="text-xl font-semibold">{reason.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-muted">{reason.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="tradition" title="A custom as old as the Mishnah itself">
        <Prose>
          <p>
            It is an old and cherished minhag to learn Mishnayos during the days of mourning,
            through the shloishim and on every yoirtzeit. Families divide the masechtos among
            relatives and friends so that the whole Mishnah is completed in the neshama&rsquo;s
            zechus, and a siyum is made with Kaddish.
          </p>
          <p>
            Not every family has the time, or the learning, to complete the Mishnah on its own. Our
            programme makes that possible: every day, our children learn all six sedarim &mdash; the
            whole Mishnah &mdash; and you can dedicate that day to the one you remember.
          </p>
          <h3>For the living, too</h3>
          <p>
            Torah learning is a source of blessing for the living as well. Many sponsors dedicate
            the learning as a zechus for a refuah shleima, for a child, for a shidduch or for
            parnassah, adding the children&rsquo;s Torah to their own tefillos.
          </p>
        </Prose>
      </Section>

      <CtaBand
        id="why-sponsor"
        title="Give a neshama the gift of Mishnayos"
        actions={
          <ButtonLink to={ROUTES.SignUp.path} variant="gold" size="lg">
            Choose a dedication
          </ButtonLink>
        }
      >
        <p>
          Choose a day, a month or a year. We will learn in the name you give us and let you follow
          every perek as it is completed.
        </p>
      </CtaBand>
    </>
  );
}
