import type { ReactNode } from 'react';
import candleUrl from '../../../assets/candle.svg';

interface CtaBandProps {
  id: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}

/** The closing invitation of a marketing page: candle light on the night-blue band. */
export function CtaBand({ id, title, children, actions }: CtaBandProps) {
  return (
    <section aria-labelledby={`${id}-title`} className="py-14 md:py-20">
      <div className="container-content">
        <div className="relative overflow-hidden rounded-[20px] bg-primary-strong px-6 py-10 text-parchment shadow-card sm:px-10 md:px-14 md:py-14">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -end-24 -top-24 size-80 rounded-full bg-gold/20 blur-3xl"
          />
          <div className="relative grid items-center gap-8 md:grid-cols-[minmax(0,1fr)_auto]">
            <div className="max-w-2xl">
              <h2
                id={`${id}-title`}
                className="text-3xl leading-tight font-semibold text-parchment md:text-4xl"
              >
                {title}
              </h2>
              <div className="mt-4 text-lg leading-relaxed text-parchment/90">{children}</div>
              <div className="mt-8 flex flex-wrap gap-3">{actions}</div>
            </div>
            <img
              src={candleUrl}
              alt=""
              width={96}
              height={128}
              className="hidden h-40 w-auto md:block"
            />
          </div>
        </div>
      </div>
    </section>
  );
}
