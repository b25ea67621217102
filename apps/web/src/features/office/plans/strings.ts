import { PLAN_TYPE_LABELS, type DedicationKind, type PlanType } from '@zechus/shared';

const planName = (type: PlanType) => PLAN_TYPE_LABELS[type];

/** The plans area's words. */
export const plansText = {
  intro:
    'What sponsors can dedicate, at what price. A change shows at once on About, How it Works and the sign-up.',
  keepNote:
    'Dedications already sold keep the price and text they were sold with, renewals included. A change here only affects new sign-ups.',
  listLabel: 'Plans',
  planName,
  planTitle: (type: PlanType) => `${planName(type)} plan`,
  offered: 'Offered',
  notOffered: 'Not offered',
  kinds: 'Kinds',
  sold: (count: number) =>
    count === 0 ? 'Not sold yet' : count === 1 ? 'Sold once' : `Sold ${count} times`,
  changed: (when: string) => `changed ${when}`,
  edit: 'Edit',
  editLabel: (type: PlanType) => `Edit the ${planName(type)} plan`,

  // Edit
  editTitle: (type: PlanType) => `Edit the ${planName(type)} plan`,
  editAPlan: 'Edit a plan',
  editIntro:
    'The price, the texts and whether it is offered. The plan’s kind of learning and its dates stay as they are.',
  back: 'Back to the plans',
  price: 'Price',
  priceHint: 'In US dollars, for example 360 or 1,800.50.',
  text: 'Text',
  textHint: 'What the sponsor dedicates, as the plan boxes and the receipt show it.',
  characters: (used: number, max: number) => `${used} of ${max} characters`,
  kindLabels: 'Names of the kinds',
  kindLabelsHint: 'What the sign-up calls each kind of dedication this plan offers.',
  kindLabel: (meaning: string) => meaning,
  offeredLabel: 'Offer this plan on the website',
  offeredHint:
    'When off, the plan is not shown on About, How it Works or the sign-up, and cannot be bought. Nothing already sold changes.',
  preview: 'How sponsors will see it',
  previewAction: 'Dedicate this learning',
  previewHidden: 'Not shown to sponsors while it is not offered.',
  save: 'Save the changes',
  cancel: 'Cancel',
  reload: 'Reload the plan',
  nothingChanged: 'Nothing was changed.',
  saved: (type: PlanType, price: string, active: boolean) =>
    active
      ? `The ${planName(type)} plan is saved: new sign-ups see it at once, at ${price}. Dedications already sold keep their price.`
      : `The ${planName(type)} plan is saved and is not offered on the website. Dedications already sold keep their price.`,
  notFound: 'There is no such plan.',
} as const;

/** What each kind means, for the label fields (the kinds themselves are fixed). */
export const KIND_MEANINGS: Record<DedicationKind, string> = {
  yoirtzeit: 'Memorial (yoirtzeit)',
  shloishim: 'Thirty days (shloishim)',
  merit: 'Merit (zechus)',
  refuah: 'Recovery (refuah)',
  shiva: 'Week of mourning (shiva)',
};
