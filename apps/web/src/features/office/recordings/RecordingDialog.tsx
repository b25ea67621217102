import { OfficeDialog } from '../shell/OfficeDialog.tsx';

/** One child's perek on one day, whose recording the dialog shows, records, replaces or removes. */
export interface RecordingTarget {
  day: string;
  perekIndex: number;
  /** Hebrew, e.g. "ברכות פרק א". */
  perek: string;
  learnerName: string;
  /** The current recording's address, or null. */
  recording: string | null;
}

/**
 * The recording of a learner's perek (issue "The office runs the learning" §5). Opened from the
 * day view's "Recording" button. After a save or a removal it invalidates the ['office', 'days']
 * queries so the day view shows the change.
 */
export function RecordingDialog({
  target,
  onClose,
}: {
  target: RecordingTarget;
  onClose: () => void;
}) {
  return (
    <OfficeDialog title={`Recording: ${target.learnerName}`} onClose={onClose}>
      <p>Being built.</p>
    </OfficeDialog>
  );
}
