import { officeLoginPath, ROUTES } from '@zechus/shared';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { Field, Input } from '../../../components/ui/FormField.tsx';
import { stationText } from '../strings.ts';

/**
 * First run of a kiosk: enter the station token (checked with the server at once, then saved on
 * this device), or sign in as staff. A refused token is said next to the field.
 */
export function StationSetup({
  onToken,
  refusal,
  checking,
  onEdit,
  waiting = 0,
}: {
  onToken: (token: string) => void;
  /** Why the server refused the last token, or null. */
  refusal: string | null;
  checking: boolean;
  /** The field changed: the old refusal no longer applies. */
  onEdit: () => void;
  /** Scans kept on this device, sent once the station is signed in. */
  waiting?: number;
}) {
  const [value, setValue] = useState('');
  const [required, setRequired] = useState(false);
  const error = required ? stationText.tokenRequired : (refusal ?? undefined);
  return (
    <div className="mx-auto w-full max-w-xl rounded-[var(--radius-card)] border border-stone bg-white p-6 shadow-card sm:p-10">
      <h1 id="page-title" className="text-3xl font-semibold tracking-tight sm:text-4xl">
        {stationText.heading}
      </h1>
      <p className="mt-3 mb-6 text-ink-muted">{stationText.setupIntro}</p>
      {waiting > 0 ? (
        <p
          data-waiting-scans={waiting}
          className="mb-6 rounded-xl border-2 border-gold bg-gold-soft/60 p-4 font-semibold text-ink"
        >
          {stationText.waitingForToken(waiting)}
        </p>
      ) : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const token = value.trim();
          if (!token) {
            setRequired(true);
            return;
          }
          if (!checking) onToken(token);
        }}
      >
        <Field
          id="station-token"
          label={stationText.tokenLabel}
          hint={`${stationText.tokenQrHint} ${stationText.tokenHint}`}
          error={error}
        >
          <Input
            id="station-token"
            invalid={Boolean(error)}
            hasHint
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            autoFocus
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setRequired(false);
              onEdit();
            }}
            className="font-mono"
          />
        </Field>
        <Button type="submit" size="lg" className="mt-2" busy={checking}>
          {checking ? null : <KeyRound aria-hidden="true" className="size-5" />}
          {checking ? stationText.checkingToken : stationText.saveToken}
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
