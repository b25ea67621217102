// The Subscribe screen's third step, loaded once the sponsor is at work on the first
// (SubscribePage.tsx): the card fields and their brand rules are nobody's first screen.
export { BillingForm } from './BillingForm.tsx';
export { BillingSummary } from './BillingSummary.tsx';
