import { officeLoginPath, ROUTES } from '@zechus/shared';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { Field, Input } from '../../../components/ui/FormField.tsx';
import { stationText } from '../strings.ts';

/** First run of a kiosk: enter the station token (saved on this device), or sign in as staff. */
export function StationSetup({
  onToken,
  refused,
}: {
  onToken: (token: string) => void;
  refused: boolean;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  return (
    <div className="mx-auto w-full max-w-xl rounded-[var(--radius-card)] border border-stone bg-white p-6 shadow-card sm:p-10">
      <h1 id="page-title" className="text-3xl font-semibold tracking-tight sm:text-4xl">
        {stationText.heading}
      </h1>
      <p className="mt-3 mb-6 text-ink-muted">
        {refused ? stationText.tokenRefused : stationText.setupIntro}
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const token = value.trim();
          if (!token) {
            setError(stationText.tokenRequired);
            return;
          }
          onToken(token);
        }}
      >
        <Field
          id="station-token"
          label={stationText.tokenLabel}
          hint={stationText.tokenHint}
          error={error}
        >
          <Input
            id="station-token"
            invalid={Boolean(error)}
            hasHint
            autoComplete="off"
            spellCheck={false}
            autoFocus
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setError(undefined);
            }}
          />
        </Field>
        <Button type="submit" size="lg" className="mt-2">
          <KeyRound aria-hidden="true" className="size-5" />
          {stationText.saveToken}
        </Button>
      </form>
      <p className="mt-8 border-t border-stone pt-6 text-ink-muted">
        {stationText.orStaff}{' '}
        <Link
          to={officeLoginPath(ROUTES.ScanStation.path)}
          className="font-semibold text-primary underline"
        >
          {stationText.staffSignIn}
        </Link>
      </p>
    </div>
  );
}
