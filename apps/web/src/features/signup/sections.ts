import { episodeRules } from '@zechus/shared';
import type { Episode, Plan } from '@zechus/shared';

/** The three sections of the Subscribe screen, by their anchors (spec §2, §4). */
export const SECTIONS = ['episode', 'contactInfo', 'billingInfo'] as const;
export type SectionId = (typeof SECTIONS)[number];

export type SectionState = 'open' | 'summary' | 'locked';

export const isSectionId = (value: string): value is SectionId =>
  (SECTIONS as readonly string[]).includes(value);

/** The section named by a location hash ("#contactInfo"), if any. */
export const sectionOfHash = (hash: string): SectionId | null => {
  const id = hash.replace(/^#/, '');
  return isSectionId(id) ? id : null;
};

export interface SavedSections {
  episode: boolean;
  contactInfo: boolean;
  billingInfo: boolean;
}

/**
 * Which section is open: the one the anchor names when the sections before it are saved,
 * otherwise the first that is not saved yet (null when all are saved and none is asked for).
 */
export function openSection(saved: SavedSections, asked: SectionId | null): SectionId | null {
  const firstUnsaved = SECTIONS.find((id) => !saved[id]) ?? null;
  if (asked) {
    const index = SECTIONS.indexOf(asked);
    if (SECTIONS.slice(0, index).every((id) => saved[id])) return asked;
  }
  return firstUnsaved;
}

/** Each section's look: open for editing, a receipt-like summary, or dimmed and locked. */
export function sectionStates(
  saved: SavedSections,
  asked: SectionId | null,
): Record<SectionId, SectionState> {
  const open = openSection(saved, asked);
  const states = {} as Record<SectionId, SectionState>;
  let earlierSaved = true;
  for (const id of SECTIONS) {
    states[id] = id === open ? 'open' : !earlierSaved ? 'locked' : saved[id] ? 'summary' : 'locked';
    earlierSaved &&= saved[id];
  }
  return states;
}

/** The section after `id` that still needs filling in, or null when the rest are saved. */
export function nextSection(saved: SavedSections, id: SectionId): SectionId | null {
  return SECTIONS.slice(SECTIONS.indexOf(id) + 1).find((next) => !saved[next]) ?? null;
}

/** The section a server issue path ("episode.date.month", "billing.card") belongs to. */
export function sectionOfIssue(path: string | null): SectionId | null {
  const head = path?.split('.')[0];
  if (head === 'episode' || head === 'plan') return 'episode';
  if (head === 'contact') return 'contactInfo';
  if (head === 'billing') return 'billingInfo';
  return null;
}

/** Whether the recurring toggle is offered for this plan and the episode's kind. */
export const recurringAllowed = (plan: Plan, episode: Episode | null): boolean =>
  episode !== null && episodeRules(plan.type, episode.kind).recurringAllowed;

/** "•••• •••• •••• 4242": the card masked except its last four digits. */
export function maskCard(card: string): string {
  const digits = card.replace(/\D/g, '');
  const last = digits.slice(-4);
  const hidden = Math.max(digits.length - 4, 0);
  const dots = '•'.repeat(hidden).replace(/(.{4})/g, '$1 ');
  return `${dots}${dots.endsWith(' ') || hidden === 0 ? '' : ' '}${last}`.trim();
}
