import { officeLoginPath, type OfficeArea } from '@zechus/shared';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useOfficeMe } from './api.ts';
import { OfficeLayout } from './OfficeLayout.tsx';
import { RequireArea } from './RequireArea.tsx';
import { officeText } from './strings.ts';
import { StaffContext } from './useRequiredStaff.ts';

const OfficeLoginPage = lazy(() => import('./OfficeLoginPage.tsx'));
const WelcomePage = lazy(() => import('./WelcomePage.tsx'));

/**
 * Each area is its own chunk and owns the routes under its path (e.g. learners/*), so an area
 * can grow pages without touching this file.
 */
const AREAS: { area: OfficeArea; path: string; Page: LazyExoticComponent<ComponentType> }[] = [
  {
    area: 'learners',
    path: 'learners/*',
    Page: lazy(() => import('../learners/LearnersArea.tsx')),
  },
  { area: 'days', path: 'days/*', Page: lazy(() => import('../days/DaysArea.tsx')) },
  {
    area: 'register',
    path: 'register/*',
    Page: lazy(() => import('../register/RegisterArea.tsx')),
  },
  { area: 'sheets', path: 'sheets/*', Page: lazy(() => import('../sheets/SheetsArea.tsx')) },
  {
    area: 'stations',
    path: 'stations/*',
    Page: lazy(() => import('../stations/StationsArea.tsx')),
  },
  { area: 'plans', path: 'plans/*', Page: lazy(() => import('../plans/PlansArea.tsx')) },
  { area: 'staff', path: 'staff/*', Page: lazy(() => import('../staff/StaffArea.tsx')) },
  { area: 'audit', path: 'audit/*', Page: lazy(() => import('../audit/AuditArea.tsx')) },
  {
    area: 'dedications',
    path: 'dedications/*',
    Page: lazy(() => import('../dedications/DedicationsArea.tsx')),
  },
  { area: 'donors', path: 'donors/*', Page: lazy(() => import('../donors/DonorsArea.tsx')) },
  {
    area: 'messages',
    path: 'messages/*',
    Page: lazy(() => import('../messages/MessagesArea.tsx')),
  },
  { area: 'reports', path: 'reports/*', Page: lazy(() => import('../reports/ReportsArea.tsx')) },
  { area: 'exports', path: 'exports/*', Page: lazy(() => import('../exports/ExportsArea.tsx')) },
  {
    area: 'payments',
    path: 'payments/*',
    Page: lazy(() => import('../payments/PaymentsArea.tsx')),
  },
  {
    area: 'attention',
    path: 'attention/*',
    Page: lazy(() => import('../attention/AttentionArea.tsx')),
  },
];
const OfficeHomePage = lazy(() => import('../home/OfficeHomePage.tsx'));

function Checking() {
  return (
    <main id="office-main" className="grid min-h-dvh place-items-center bg-parchment">
      <p role="status" className="flex items-center gap-3 text-ink-muted">
        <Spinner className="size-5 text-primary" />
        {officeText.checkingSession}
      </p>
    </main>
  );
}

/** Signed in: the console; otherwise to the sign-in, coming back here afterwards. */
function SignedIn() {
  const me = useOfficeMe();
  const location = useLocation();
  if (me.isPending) return <Checking />;
  if (!me.data) {
    return <Navigate to={officeLoginPath(`${location.pathname}${location.search}`)} replace />;
  }
  return (
    <StaffContext.Provider value={me.data}>
      <OfficeLayout me={me.data} />
    </StaffContext.Provider>
  );
}

/**
 * The office console (DESIGN.md §6) under /office: loaded only when someone opens it, never by
 * the public pages.
 */
export default function OfficeApp() {
  return (
    <Suspense fallback={<Checking />}>
      <Routes>
        <Route path="login" element={<OfficeLoginPage />} />
        <Route path="welcome/:token" element={<WelcomePage />} />
        <Route element={<SignedIn />}>
          <Route index element={<OfficeHomePage />} />
          {AREAS.map(({ area, path, Page }) => (
            <Route
              key={area}
              path={path}
              element={
                <RequireArea area={area}>
                  <Page />
                </RequireArea>
              }
            />
          ))}
          <Route path="*" element={<Navigate to="/office" replace />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
