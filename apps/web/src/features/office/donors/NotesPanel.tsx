import { DONOR_NOTE_KIND_LABELS, type DonorNote, type DonorNoteKind } from '@zechus/shared';
import { Mail, NotebookPen, Phone, StickyNote, Users } from 'lucide-react';
import { Button } from '../../../components/ui/Button.tsx';
import { longDay } from '../shell/london-time.ts';
import { Panel } from '../shell/Panel.tsx';
import { donorsText as text } from './strings.ts';

const ICONS: Record<DonorNoteKind, typeof Phone> = {
  call: Phone,
  visit: Users,
  letter: Mail,
  other: StickyNote,
};

/** The office's notes of a donor, newest first, and the way to add one (when it may be added). */
export function NotesPanel({ notes, onAdd }: { notes: DonorNote[]; onAdd: (() => void) | null }) {
  return (
    <Panel title={text.notes}>
      {onAdd ? (
        <Button variant="secondary" className="mb-4" onClick={onAdd}>
          <NotebookPen aria-hidden="true" className="size-5" />
          {text.addNote}
        </Button>
      ) : null}
      {notes.length === 0 ? (
        <p className="text-ink-muted">{text.noNotes}</p>
      ) : (
        <ol aria-label={text.notesCaption} className="space-y-3">
          {notes.map((note) => {
            const Icon = ICONS[note.kind];
            return (
              <li key={note.id} className="rounded-lg border border-stone bg-parchment/60 p-4">
                <p className="mb-1 flex flex-wrap items-center gap-x-2 text-sm text-ink-muted">
                  <span className="inline-flex items-center gap-1.5 font-semibold text-ink">
                    <Icon aria-hidden="true" className="size-4" />
                    {DONOR_NOTE_KIND_LABELS[note.kind]}
                  </span>
                  <span>· {longDay(note.day)}</span>
                  <span>· {text.noteBy(note.writtenBy)}</span>
                </p>
                <p className="whitespace-pre-line wrap-anywhere text-ink">
                  <bdi>{note.text}</bdi>
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </Panel>
  );
}
