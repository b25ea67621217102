import { Spinner } from './Spinner.tsx';

/** The full-screen spinner shown while a call is on its way (spec §2, §4 "Spinner"). */
export function BusyOverlay({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-live="assertive"
      className="fixed inset-0 z-[70] flex animate-fade-in flex-col items-center justify-center gap-4 bg-parchment/85 px-6 text-center backdrop-blur-sm"
    >
      <Spinner className="size-12 text-primary" />
      <p className="font-serif text-xl font-semibold text-ink">{label}</p>
    </div>
  );
}
