import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { ErrorNotice } from '../../../components/ui/ErrorNotice.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { isApiError } from '../../../lib/api.ts';
import { officeErrorMessage } from './api.ts';
import { HebrewRuns } from './HebrewRuns.tsx';
import { officeText } from './strings.ts';

/**
 * A change went through: said politely, in green with a check (not colour alone); a child's name
 * in the sentence is set in the Hebrew face.
 */
export function SuccessNotice({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      data-state="success"
      className="mb-4 flex items-start gap-2 rounded-lg border-2 border-done bg-white px-4 py-3 font-medium text-done"
    >
      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>{typeof children === 'string' ? <HebrewRuns text={children} /> : children}</span>
    </p>
  );
}

/**
 * A call the server refused or that failed, said as the server's own sentence (or `fallback`),
 * names in the Hebrew face; nothing when there is no error.
 */
export function FailureNotice({
  error,
  fallback = officeText.genericError,
}: {
  error: unknown;
  fallback?: string;
}) {
  if (!error) return null;
  return (
    <ErrorNotice>
      <HebrewRuns text={officeErrorMessage(error, fallback)} />
    </ErrorNotice>
  );
}

/** A query's loading and failure states, the same on every office page. */
export function QueryState({
  isPending,
  error,
  onRetry,
  children,
}: {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  children: ReactNode;
}) {
  if (isPending) {
    return (
      <p role="status" className="flex items-center gap-3 py-10 text-ink-muted">
        <Spinner className="size-5 text-primary" />
        {officeText.loading}
      </p>
    );
  }
  if (error) {
    return (
      <div>
        <FailureNotice error={error} fallback={officeText.loadFailed} />
        {/* Asking again helps when the network or the server failed, not when the request
            itself was refused (a range the wrong way round, a learner who does not exist). */}
        {isRefusal(error) ? null : (
          <Button variant="secondary" onClick={onRetry}>
            {officeText.retry}
          </Button>
        )}
      </div>
    );
  }
  return <>{children}</>;
}

/** A 4xx answer that asking again will not change (not a timeout, a throttle or a sign-out). */
const isRefusal = (error: unknown): boolean =>
  isApiError(error) &&
  error.status >= 400 &&
  error.status < 500 &&
  ![401, 408, 429].includes(error.status);
