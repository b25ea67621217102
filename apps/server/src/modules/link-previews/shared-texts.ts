import { civilDateText, type DedicationKind } from '@zechus/shared';
import type { SharedFacts } from './shared-facts.ts';

/** Whom the learning is for, as the preview's description says it. */
const FOR_THE_KIND: Record<DedicationKind, string> = {
  yoirtzeit: 'for the yoirtzeit',
  shloishim: 'through the shloishim',
  shiva: 'through the shiva',
  merit: 'as a merit',
  refuah: 'for a refuah shleimah',
};

/**
 * The count of the day the shared page opens at: "312 of 525 perakim learned today"; a day to
 * come says when ("All 525 perakim on Sunday 6 December 2026").
 */
export function countLine(facts: SharedFacts): string {
  const date = civilDateText(facts.day);
  switch (facts.when) {
    case 'today':
      return `${facts.done} of ${facts.total} perakim learned today`;
    case 'upcoming':
      return `All ${facts.total} perakim on ${date}`;
    case 'past':
      return `${facts.done} of ${facts.total} perakim learned on ${date}`;
  }
}

/**
 * What a chat shows of a family's link: "Learning for ר׳ משה בן יעקב ז״ל — 312 of 525 perakim
 * today" (issue 26 §2). The Hebrew name stands between English words, where the chat's own
 * bidirectional layout sets it right to left.
 */
export function sharedTitle(facts: SharedFacts): string {
  const when =
    facts.when === 'today' ? `${facts.done} of ${facts.total} perakim today` : countLine(facts);
  return `Learning for ${facts.name} — ${when}`;
}

export function sharedDescription(facts: SharedFacts): string {
  return `The children learn the whole Mishnah ${FOR_THE_KIND[facts.kind]}, perek by perek. Follow their learning live.`;
}
