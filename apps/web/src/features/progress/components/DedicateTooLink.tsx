import { dedicateTooPath, type EnrollmentProgress } from '@zechus/shared';
import { HeartHandshake } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/Button.tsx';
import { keepsakes } from '../../../i18n/keepsakes.ts';

const t = keepsakes.shared;

/**
 * "Dedicate a day too" (issue 26 §5): the sign-up, with the same person's name, kind and date of
 * passing filled in — only what this page shows, never the sponsor's details. The relative
 * chooses the plan and the day and pays like anyone.
 */
export function DedicateTooLink({ enrollment }: { enrollment: EnrollmentProgress['enrollment'] }) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <ButtonLink
        to={dedicateTooPath({
          name: enrollment.name,
          kind: enrollment.kind,
          passing: enrollment.passing,
        })}
        variant="gold"
        size="sm"
      >
        <HeartHandshake aria-hidden="true" className="size-4" />
        {t.dedicateToo}
      </ButtonLink>
      <span className="text-sm text-ink-muted">{t.dedicateTooLede}</span>
    </div>
  );
}
