import { OfficePage } from '../shell/OfficePage.tsx';
import { AREA_LABELS } from '../shell/strings.ts';

/** The office's sheets area (its own routes go here). */
export default function Area() {
  return (
    <OfficePage title={AREA_LABELS.sheets}>
      <p className="text-ink-muted">Being built.</p>
    </OfficePage>
  );
}
