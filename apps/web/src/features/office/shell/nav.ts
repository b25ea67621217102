import { OFFICE_PATHS, type OfficeArea } from '@zechus/shared';
import {
  BellRing,
  CalendarDays,
  ChartColumn,
  ClipboardCheck,
  CreditCard,
  FileDown,
  HandHeart,
  HeartHandshake,
  Inbox,
  House,
  Layers,
  QrCode,
  ScanBarcode,
  ScrollText,
  UserCog,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { AREA_LABELS } from './strings.ts';

export interface NavEntry {
  area: OfficeArea;
  label: string;
  path: string;
  icon: LucideIcon;
}

/** The console's navigation, in the order of a working day; each shown only to its roles. */
export const OFFICE_NAV: readonly NavEntry[] = [
  { area: 'home', path: OFFICE_PATHS.home, icon: House },
  { area: 'learners', path: OFFICE_PATHS.learners, icon: Users },
  { area: 'days', path: OFFICE_PATHS.days, icon: CalendarDays },
  { area: 'register', path: OFFICE_PATHS.register, icon: ClipboardCheck },
  { area: 'sheets', path: OFFICE_PATHS.sheets, icon: ScanBarcode },
  { area: 'stations', path: OFFICE_PATHS.stations, icon: QrCode },
  { area: 'dedications', path: OFFICE_PATHS.dedications, icon: HeartHandshake },
  { area: 'donors', path: OFFICE_PATHS.donors, icon: HandHeart },
  { area: 'attention', path: OFFICE_PATHS.attention, icon: BellRing },
  { area: 'payments', path: OFFICE_PATHS.payments, icon: CreditCard },
  { area: 'plans', path: OFFICE_PATHS.plans, icon: Layers },
  { area: 'messages', path: OFFICE_PATHS.messages, icon: Inbox },
  { area: 'reports', path: OFFICE_PATHS.reports, icon: ChartColumn },
  { area: 'exports', path: OFFICE_PATHS.exports, icon: FileDown },
  { area: 'staff', path: OFFICE_PATHS.staff, icon: UserCog },
  { area: 'audit', path: OFFICE_PATHS.audit, icon: ScrollText },
].map((entry) => ({
  ...entry,
  area: entry.area as OfficeArea,
  label: AREA_LABELS[entry.area as OfficeArea],
}));
