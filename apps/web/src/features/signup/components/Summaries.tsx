import { civilDateText } from '@zechus/shared';
import type { ContactInfo, Episode, Plan } from '@zechus/shared';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import { KindIcon } from '../../../components/ui/KindIcon.tsx';
import { episodeDateLines } from '../episode-summary.ts';
import { Receipt, ReceiptLine } from './StepSection.tsx';

/**
 * The 'Information' box (spec §2): the dedication, its date lines (episodeDateLines: the Day of
 * Yurzat line only for a yoirtzeit or shloishim) and the Name to Learn always, right-to-left.
 */
export function EpisodeSummary({ plan, episode }: { plan: Plan; episode: Episode }) {
  const kindLabel = plan.kinds.find((kind) => kind.id === episode.kind)?.label ?? episode.kind;
  return (
    <Receipt>
      <ReceiptLine label="Dedication">
        <span className="inline-flex items-center gap-2">
          <KindIcon kind={episode.kind} className="size-7" />
          {kindLabel}
        </span>
      </ReceiptLine>
      {episodeDateLines(plan, episode).map((line) => (
        <ReceiptLine key={line.label} label={line.label}>
          {line.value ? (
            <Hebrew className="text-lg">{line.value}</Hebrew>
          ) : (
            <span className="text-ink-muted italic">not given</span>
          )}
        </ReceiptLine>
      ))}
      {plan.type === 'shiva' && episode.date.shivaBegan ? (
        <ReceiptLine label="Shiva began">{civilDateText(episode.date.shivaBegan)}</ReceiptLine>
      ) : null}
      <ReceiptLine label="Name to Learn">
        <Hebrew className="text-xl">{episode.name}</Hebrew>
      </ReceiptLine>
    </Receipt>
  );
}

export function ContactSummary({ contact }: { contact: ContactInfo }) {
  return (
    <Receipt>
      <ReceiptLine label="Your Name">{contact.name}</ReceiptLine>
      <ReceiptLine label="Contact Number">
        <bdi dir="ltr">{contact.phone}</bdi>
      </ReceiptLine>
      <ReceiptLine label="Email">
        <span className="wrap-anywhere">{contact.email}</span>
      </ReceiptLine>
    </Receipt>
  );
}
