import { officeLoginPath, ROUTES } from '@zechus/shared';
import { ArrowRight, MonitorPlay } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '../../../components/ui/Logo.tsx';
import { useStaffMe } from '../../staff/api.ts';
import { ReloadWallsControl } from '../../staff/components/ReloadWallsControl.tsx';
import { previewText } from '../strings.ts';

const previews = [
  { route: ROUTES.LargeLomdim, label: previewText.lomdim, hint: 'לומדים' },
  { route: ROUTES.LargeNames, label: previewText.names, hint: 'שמות' },
  { route: ROUTES.LargeProgress, label: previewText.progress, hint: 'התקדמות' },
  { route: ROUTES.Scans, label: previewText.scans, hint: 'סריקות' },
] as const;

/**
 * The big-screen index (spec §2 wall previews): a link to the full wall and to each view on its
 * own; staff who are signed in can also reload every wall from here.
 */
export default function BigScreenIndexPage() {
  const me = useStaffMe();
  return (
    <div className="min-h-dvh bg-night text-parchment">
      <div className="mx-auto max-w-4xl px-5 py-10 sm:px-8 sm:py-14">
        <span className="text-parchment">
          <Logo className="h-12" />
        </span>
        <h1 className="mt-8 font-serif text-4xl font-semibold text-gold-soft sm:text-5xl">
          {previewText.heading}
        </h1>
        <p className="mt-3 max-w-2xl text-lg text-parchment/90">{previewText.intro}</p>

        <Link
          to={ROUTES.LargeScreen.path}
          className="mt-8 flex items-center gap-4 rounded-2xl border-2 border-gold bg-white/5 p-6 text-xl font-semibold text-gold-soft no-underline hover:bg-white/10"
        >
          <MonitorPlay aria-hidden="true" className="size-8 shrink-0 text-gold" />
          <span className="flex-1">{previewText.wall}</span>
          <ArrowRight aria-hidden="true" className="size-6" />
        </Link>

        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {previews.map(({ route, label, hint }) => (
            <li key={route.name}>
              <Link
                to={route.path}
                className="flex items-center justify-between gap-4 rounded-2xl border border-parchment/25 p-5 text-lg font-semibold text-parchment no-underline hover:border-gold hover:bg-white/5"
              >
                <span>{label}</span>
                <span lang="he" dir="rtl" className="hebrew text-xl text-gold">
                  {hint}
                </span>
              </Link>
            </li>
          ))}
        </ul>

        <section aria-labelledby="reload-title" className="mt-10 rounded-2xl bg-white/5 p-6">
          <h2 id="reload-title" className="font-serif text-2xl font-semibold text-parchment">
            {previewText.reloadTitle}
          </h2>
          {me.data ? (
            <>
              <p className="mt-2 mb-4 text-parchment/90">{previewText.reloadHelp}</p>
              <ReloadWallsControl tone="night" />
            </>
          ) : (
            <p className="mt-2 text-parchment/90">
              {previewText.staffOnly}{' '}
              <Link
                to={officeLoginPath(ROUTES.BigScreenIndex.path)}
                className="font-semibold text-gold-soft underline"
              >
                {previewText.staffSignIn}
              </Link>
            </p>
          )}
        </section>
      </div>
    </div>
  );
}
