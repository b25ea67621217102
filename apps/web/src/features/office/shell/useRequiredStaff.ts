import type { OfficeMe } from '@zechus/shared';
import { createContext, useContext } from 'react';

/** The signed-in staff member, given to every page inside the console's guard. */
export const StaffContext = createContext<OfficeMe | null>(null);

/** The signed-in staff member (only inside the console, after the guard let them in). */
export function useRequiredStaff(): OfficeMe {
  const me = useContext(StaffContext);
  if (!me) throw new Error('useRequiredStaff outside the office guard');
  return me;
}
