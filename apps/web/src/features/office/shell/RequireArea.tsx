import { canUseArea, OFFICE_PATHS, type OfficeArea } from '@zechus/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { OfficePage } from './OfficePage.tsx';
import { officeText } from './strings.ts';
import { useRequiredStaff } from './useRequiredStaff.ts';

/**
 * Shows an area only to roles it is for (the server refuses the rest with 403 anyway): anyone
 * else reads, in plain words, that this is not part of their role.
 */
export function RequireArea({ area, children }: { area: OfficeArea; children: ReactNode }) {
  const me = useRequiredStaff();
  if (!canUseArea(me.role, area)) {
    return (
      <OfficePage title={officeText.forbiddenTitle}>
        <p className="max-w-2xl text-lg">{officeText.forbiddenText}</p>
        <Link
          to={OFFICE_PATHS.home}
          className="mt-6 inline-block font-semibold text-primary underline"
        >
          {officeText.backHome}
        </Link>
      </OfficePage>
    );
  }
  return <>{children}</>;
}
