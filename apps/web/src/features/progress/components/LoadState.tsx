import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { en } from '../../../i18n/en.ts';

/**
 * While a donor screen loads: a calm status with a spinner and words (and an h1 for the page).
 * It holds a screen's height so the footer waits below the fold instead of jumping down when
 * the answer arrives (a layout shift under the reader's finger).
 */
export function LoadingState({ title }: { title: string }) {
  return (
    <section className="container-content min-h-svh py-16">
      <h1 className="sr-only">{title}</h1>
      <div role="status" className="flex items-center justify-center gap-3 text-ink-muted">
        <Spinner className="size-6 text-primary" />
        <span>{en.loading}</span>
      </div>
    </section>
  );
}

interface ErrorStateProps {
  title: string;
  message: string;
  retryLabel?: string;
  onRetry?: () => void;
  link?: { to: string; label: string };
}

/** A load that failed (other than a 403, which goes to Login): what happened and a way on. */
export function ErrorState({ title, message, retryLabel, onRetry, link }: ErrorStateProps) {
  return (
    <section className="container-content py-16">
      <div className="mx-auto max-w-lg rounded-[var(--radius-card)] border border-stone bg-white px-6 py-10 text-center shadow-card">
        <CircleAlert aria-hidden="true" className="mx-auto mb-3 size-10 text-danger" />
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p role="alert" className="mt-3 text-ink-muted">
          {message}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {onRetry && retryLabel ? (
            <Button variant="secondary" onClick={onRetry}>
              {retryLabel}
            </Button>
          ) : null}
          {link ? (
            <Link to={link.to} className="self-center font-medium text-primary underline">
              {link.label}
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  );
}
