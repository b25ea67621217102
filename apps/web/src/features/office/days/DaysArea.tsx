import { OfficePage } from '../shell/OfficePage.tsx';
import { AREA_LABELS } from '../shell/strings.ts';

/** The office's days area (its own routes go here). */
export default function Area() {
  return (
    <OfficePage title={AREA_LABELS.days}>
      <p className="text-ink-muted">Being built.</p>
    </OfficePage>
  );
}
