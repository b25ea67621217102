import { learnerStatuses } from '@zechus/shared';
import { Download } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { schoolYearText as text } from './school-year-strings.ts';

/**
 * The list as it is filtered (class and status; the search is not a list to keep), as a CSV
 * file: a plain link, so the browser saves it as it arrives.
 */
export function DownloadLearners({ className, status }: { className: string; status: string }) {
  const query = new URLSearchParams();
  if (className) query.set('class', className);
  query.set('status', (learnerStatuses as readonly string[]).includes(status) ? status : 'active');
  return (
    <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2">
      <a
        href={`/api/office/learners/export?${query.toString()}`}
        download
        className={buttonClass('secondary')}
      >
        <Download aria-hidden="true" className="size-5" />
        {text.download}
      </a>
      <p className="text-sm text-ink-muted">{text.downloadHint}</p>
    </div>
  );
}
