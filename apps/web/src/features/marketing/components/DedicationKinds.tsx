import { CalendarDays, Flame, Sprout, Star } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import type { ReactNode } from 'react';

interface Kind {
  icon: LucideIcon;
  title: string;
  hebrew: string;
  text: ReactNode;
}

const kinds: readonly Kind[] = [
  {
    icon: Flame,
    title: 'Yoirtzeit',
    hebrew: 'יארצייט',
    text: 'On the day of the yoirtzeit the children learn the whole Mishnah for the aliyah of the neshama, as families have done for generations.',
  },
  {
    icon: CalendarDays,
    title: 'Shloishim',
    hebrew: 'שלושים',
    text: 'Through the first thirty days, when the loss is closest, the learning carries the neshama upward day after day.',
  },
  {
    icon: Star,
    title: 'A merit',
    hebrew: 'זכות',
    text: 'For a simcha, a shidduch, parnassah or children — dedicate the learning as a zechus for someone you love.',
  },
  {
    icon: Sprout,
    title: 'Refuah shleima',
    hebrew: 'רפואה שלמה',
    text: 'For someone who is unwell, the pure voices of children learning Torah join our tefillos for a complete recovery.',
  },
];

/** The four dedication kinds (spec §1), each with its own icon. */
export function DedicationKinds() {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {kinds.map(({ icon: Icon, title, hebrew, text }) => (
        <li
          key={title}
          className="flex flex-col rounded-[var(--radius-card)] border border-stone bg-white p-6 shadow-card"
        >
          <span
            aria-hidden="true"
            className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-primary text-gold"
          >
            <Icon className="size-6" />
          </span>
          <h3 className="text-xl font-semibold">
            {title} <Hebrew className="ms-1 text-lg font-normal text-gold-ink">{hebrew}</Hebrew>
          </h3>
          <p className="mt-2 leading-relaxed text-ink-muted">{text}</p>
        </li>
      ))}
    </ul>
  );
}
