import { Award, Download } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { keepsakes } from '../../../i18n/keepsakes.ts';

/**
 * Shown under a completed day's header (issue 13 §6): the day is whole, and its certificate —
 * a PDF the server makes — downloads from here.
 */
export function CertificateDownload({ href }: { href: string }) {
  return (
    <section
      aria-label={keepsakes.certificate.download}
      className="mt-4 flex flex-col gap-4 rounded-[var(--radius-card)] border border-gold/60 bg-gold-soft/40 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6"
    >
      <div className="flex items-start gap-3">
        <Award aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-gold-ink" />
        <div>
          <p className="font-semibold text-ink">{keepsakes.certificate.complete}</p>
          <p className="text-sm text-ink-muted">{keepsakes.certificate.lede}</p>
        </div>
      </div>
      <a
        href={href}
        download
        className={buttonClass('primary', 'md', 'shrink-0 self-start sm:self-auto')}
      >
        <Download aria-hidden="true" className="size-4" />
        {keepsakes.certificate.download}
      </a>
    </section>
  );
}
