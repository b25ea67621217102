import { officeLoginPath, ROUTES } from '@zechus/shared';
import { AlertTriangle, KeyRound, LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { stationText } from '../strings.ts';

/**
 * The server refused the station's token (or the staff member's sign-in has ended): said in
 * words, with the scans kept, and the way to a good credential. Scanning goes on meanwhile:
 * every scan waits on the device until then.
 */
export function CredentialRefused({
  byToken,
  waiting,
  onEnterToken,
}: {
  byToken: boolean;
  waiting: number;
  onEnterToken: () => void;
}) {
  return (
    <div
      role="alert"
      className="mt-5 flex flex-col items-start gap-3 rounded-xl border-2 border-danger bg-[#fdecea] px-4 py-4 sm:flex-row sm:items-center sm:gap-4"
    >
      <p className="flex items-start gap-2 text-lg font-semibold text-danger sm:min-w-0 sm:flex-1">
        <AlertTriangle aria-hidden="true" className="mt-1 size-5 shrink-0" strokeWidth={2.5} />
        <span>
          {byToken ? stationText.tokenRefused(waiting) : stationText.signInEnded(waiting)}
        </span>
      </p>
      {byToken ? (
        <Button variant="secondary" onClick={onEnterToken}>
          <KeyRound aria-hidden="true" className="size-4" />
          {stationText.enterToken}
        </Button>
      ) : (
        <Link
          to={officeLoginPath(ROUTES.ScanStation.path)}
          className="inline-flex items-center gap-2 font-semibold text-primary underline"
        >
          <LogIn aria-hidden="true" className="size-4" />
          {stationText.signInAgain}
        </Link>
      )}
    </div>
  );
}
