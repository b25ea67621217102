import { ErrorNotice } from '../../../components/ui/ErrorNotice.tsx';
import { PLAN_PRICE_CHANGED, ROUTES, apiErrorCode, subscribePath } from '@zechus/shared';
import type { ContactInfo, Episode, SignUpRequest } from '@zechus/shared';
import { ArrowRight, ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { BusyOverlay } from '../../../components/ui/BusyOverlay.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useBodyClass } from '../../../hooks/useBodyClass.ts';
import { useHydrated } from '../../../hooks/useHydrated.ts';
import { useClientState } from '../../../lib/client-state.ts';
import { useSignedInByPayment } from '../signed-in-by-payment.ts';
import { usePageFacts } from '../../../lib/page-facts.tsx';
import { isApiError } from '../../../lib/api.ts';
import { createAttemptKeys } from '../../../lib/idempotency.ts';
import { paymentFailure } from '../../../lib/payment-failure.ts';
import { usePlans } from '../../plans/api.ts';
import { useSignUp } from '../api.ts';
import { billingStep, signupRules } from '../rules.ts';
import { useLoadedRules } from '../../../lib/lazy-module.ts';
import {
  nextSection,
  recurringAllowed,
  sectionOfHash,
  sectionOfIssue,
  sectionStates,
} from '../sections.ts';
import type { SectionId } from '../sections.ts';
import { dedicationPreview, londonToday } from '../dedication-preview.ts';
import { cardFingerprint } from '../../../lib/declined-card.ts';
import type { BillingChoice } from '../billing-choice.ts';
import { dateProblemOf } from '../date-problem.ts';
import { ContactForm } from './ContactForm.tsx';
import { DedicationReview } from './DedicationReview.tsx';
import { EpisodeForm } from './EpisodeForm.tsx';
import type { DateProblem } from './EpisodeForm.tsx';
import { SelectedPlan } from './SelectedPlan.tsx';
import { StepSection } from './StepSection.tsx';
import { ContactSummary, EpisodeSummary } from './Summaries.tsx';

// The card step's parts come with billingStep (rules.ts), started at the first touch of a form.
const BillingForm = lazy(() => billingStep.load().then((step) => ({ default: step.BillingForm })));
const BillingSummary = lazy(() =>
  billingStep.load().then((step) => ({ default: step.BillingSummary })),
);
/** What the card step shows in the moment its part is still on its way (a slow line). */
const STEP_LOADING = (
  <p role="status" className="flex items-center gap-2 py-2 text-ink-muted">
    <Spinner className="size-5" /> Loading…
  </p>
);

/**
 * SubscribeIndex and SubscribeReview (spec §2 "Subscribe screen"): one screen on two routes.
 * The router gives both routes this same component, so the card details typed on
 * /sign-up/subscribe are still in memory on /sign-up/review; they are never stored.
 *
 * The plan is the one in the address (`?plan=<id>`, issue 22): the server draws this screen with
 * it, and the saved client state follows the address. What only the browser knows (the steps
 * saved on an earlier visit, the section in the address's #anchor) is drawn once React has taken
 * the server's page over, as the server could not draw it.
 */
export default function SubscribePage() {
  useBodyClass('signup-page');
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const hydrated = useHydrated();
  const review = location.pathname === ROUTES.SubscribeReview.path;

  const episode = useClientState((state) => state.episode);
  const contact = useClientState((state) => state.contact);
  const setEpisode = useClientState((state) => state.setEpisode);
  const setContact = useClientState((state) => state.setContact);
  const setConfirmation = useClientState((state) => state.setConfirmation);
  const clearSubscription = useClientState((state) => state.clearSubscription);
  const setPlan = useClientState((state) => state.setPlan);
  const plansQuery = usePlans();
  const plans = plansQuery.data;
  const planId = search.get('plan');
  // The saved plan is read only while the list is on its way: with the list here (the server
  // sends it with the page), saving the plan below does not draw the whole screen again.
  const savedPlan = useClientState((state) =>
    !plans && state.plan && String(state.plan.id) === planId ? state.plan : null,
  );
  // The plan as the server lists it now; the saved one while the list is on its way.
  const plan = plans?.find((p) => String(p.id) === planId) ?? savedPlan;

  /** Card details: this component's memory only. */
  const [billing, setBilling] = useState<BillingChoice | null>(null);
  const [declined, setDeclined] = useState<string | null>(null);
  /** The card just declined (in memory only): Confirm waits until the card is changed. */
  const [declinedCard, setDeclinedCard] = useState<string | null>(null);
  /** A date the server refused: the date step reopens with it next to the field. */
  const [dateProblem, setDateProblem] = useState<DateProblem | null>(null);
  /** The day the date rules are judged from — the server's, when it drew the page — fixed. */
  const facts = usePageFacts();
  const [today] = useState(() => facts.today ?? londonToday());
  const [problem, setProblem] = useState<string | null>(null);
  const keys = useMemo(() => createAttemptKeys(), []);
  const [finished, setFinished] = useState(false);
  const signUp = useSignUp();
  const signedInByPayment = useSignedInByPayment();

  // The address wins: the saved plan becomes the one shown (its price too, if the office
  // changed it), keeping the saved dedication only if it fits. Not once the dedication is made:
  // the saved sign-up is cleared then, while this screen is still on its way out.
  useEffect(() => {
    if (finished || !plan) return;
    const saved = useClientState.getState().plan;
    if (saved?.id !== plan.id || saved.price !== plan.price) setPlan(plan);
  }, [finished, plan, setPlan]);
  // Saved steps are judged by the sign-up's rules; the route loads them before this screen
  // when there are any (app/router.tsx), so this is only a fallback.
  const rules = useLoadedRules(signupRules, episode !== null || contact !== null);

  if (!plan) {
    if (finished) return null;
    if (plansQuery.isPending) return <PlanLoading />;
    if (plansQuery.isError) return <PlansUnavailable />;
    // A plan that is no longer offered (or never was): the sponsor chooses again.
    return <Navigate to={ROUTES.SignUp.path} replace />;
  }

  const episodeOk = rules !== undefined && rules.episodeIsValid(plan, episode);
  // The dates and total shown before paying; none while a date rule is broken today.
  const preview = episodeOk ? dedicationPreview(plan, episode, today) : null;
  const contactOk = rules !== undefined && rules.contactIsValid(contact);
  const billingOk = billing !== null && cardFingerprint(billing.card) !== declinedCard;
  const saved = {
    episode: episodeOk && preview !== null && dateProblem === null,
    contactInfo: contactOk,
    billingInfo: billingOk,
  };
  // The #anchor never reaches the server: the section it names opens once the page is React's.
  const states = sectionStates(saved, sectionOfHash(hydrated ? location.hash : ''));
  const allValid = saved.episode && saved.contactInfo && saved.billingInfo;
  const recurring = recurringAllowed(plan, episodeOk ? episode : null);
  const planIndex = Math.max(plans?.findIndex((p) => p.id === plan.id) ?? plan.position, 0);

  /** Moves to a section: its anchor is appended to the path (spec §2). */
  const goTo = (section: SectionId | null) => {
    void navigate(
      { pathname: location.pathname, search: location.search, hash: section ? `#${section}` : '' },
      { preventScrollReset: true },
    );
  };
  const advanceFrom = (section: SectionId, now: typeof saved) => {
    goTo(nextSection(now, section));
  };

  const saveEpisode = (value: Episode) => {
    setEpisode(value);
    setDateProblem(null);
    setProblem(null);
    advanceFrom('episode', { ...saved, episode: true });
  };
  const saveContact = (value: ContactInfo) => {
    setContact(value);
    setProblem(null);
    advanceFrom('contactInfo', { ...saved, contactInfo: true });
  };
  const saveBilling = (value: BillingChoice) => {
    setBilling(value);
    setDeclined(null);
    setDeclinedCard(null);
    setProblem(null);
    goTo(null);
  };

  /** Sends the sign-up paid with this card; resolves whether the dedication was made. */
  const confirmWith = (paidWith: BillingChoice): Promise<boolean> => {
    const ready = saved.episode && saved.contactInfo && episodeOk && preview && contactOk;
    if (!ready || signUp.isPending) return Promise.resolve(false);
    const billing = paidWith;
    const body: SignUpRequest = {
      // The price and total the sponsor was shown: the server refuses to charge another.
      plan: {
        id: plan.id,
        type: plan.type,
        kind: episode.kind,
        price: plan.price,
        total: preview.total,
      },
      episode,
      contact,
      // The card as the processor made it in its own fields: never its number (decision 0034).
      billing: {
        name: billing.name,
        paymentMethod: billing.card.paymentMethod,
        recurring: recurring && billing.recurring,
        type: billing.card.brand,
      },
    };
    setProblem(null);
    return new Promise((resolve) =>
      signUp.mutate(
        { body, idempotencyKey: keys.keyFor(body) },
        {
          onSuccess: (confirmation) => {
            resolve(true);
            setFinished(true);
            // The payment signed this browser in (decision 0040): its thank-you page can share.
            if (confirmation.signedIn) signedInByPayment();
            setConfirmation(confirmation);
            setBilling(null);
            void navigate(ROUTES.SubscribeThankYou.path);
            clearSubscription();
          },
          onError: (error) => {
            resolve(false);
            const failure = paymentFailure(error);
            if (isApiError(error) && apiErrorCode(error.body) === PLAN_PRICE_CHANGED) {
              // The office changed the price meanwhile: show the new one (the list asked again is
              // what this screen draws its plan from) and ask again.
              keys.forget();
              setProblem(failure.message);
              void plansQuery.refetch();
            } else if (failure.kind === 'declined') {
              keys.forget();
              setDeclined(failure.message);
              setDeclinedCard(cardFingerprint(billing.card));
              goTo('billingInfo');
            } else if (failure.kind === 'invalid') {
              keys.forget();
              const refusedDate = dateProblemOf(failure.path, failure.message);
              // A refused date is said next to its field, not in a box below the form.
              if (refusedDate) setDateProblem(refusedDate);
              else setProblem(failure.message);
              const section = sectionOfIssue(failure.path);
              if (section) goTo(section);
            } else {
              setProblem(failure.message);
            }
          },
        },
      ),
    );
  };
  const confirm = () => {
    if (allValid && billing) void confirmWith(billing);
  };
  /** Apple Pay or Google Pay: the wallet's card is the billing, and the sign-up is sent at once. */
  const payByWallet = (paidWith: BillingChoice) => {
    setBilling(paidWith);
    setDeclined(null);
    setDeclinedCard(null);
    return confirmWith(paidWith);
  };

  const main = () => {
    if (!allValid) return;
    if (review) confirm();
    else void navigate(subscribePath(plan.id, 'review'));
  };

  return (
    <div className="container-content max-w-3xl py-10 md:py-14">
      <header className="mb-6">
        <p className="mb-2 text-sm font-semibold tracking-[0.14em] text-gold-ink uppercase">
          {review ? 'Step 2 of 2 · Review' : 'Step 1 of 2 · Your details'}
        </p>
        <h1 id="page-title" className="text-3xl leading-tight font-semibold md:text-4xl">
          {review ? ROUTES.SubscribeReview.page : ROUTES.SubscribeIndex.page}
        </h1>
        {review ? (
          <p className="mt-2 text-ink-muted">
            Please read everything over once more. Nothing is charged until you confirm.
          </p>
        ) : null}
      </header>

      <SelectedPlan plan={plan} index={planIndex} preview={saved.episode ? preview : null} />

      <div className="mt-6 space-y-5">
        <StepSection
          id="episode"
          step={1}
          title={states.episode === 'summary' ? 'Information' : 'Your Dedication'}
          state={states.episode}
          lockedHint=""
          editLabel="Edit the dedication"
          onEdit={() => goTo('episode')}
          summary={episodeOk ? <EpisodeSummary plan={plan} episode={episode} /> : null}
        >
          <EpisodeForm
            plan={plan}
            saved={episode}
            today={today}
            serverProblem={dateProblem}
            onSave={saveEpisode}
          />
        </StepSection>

        <StepSection
          id="contactInfo"
          step={2}
          title="Contact Information"
          state={states.contactInfo}
          lockedHint="Fill in the dedication first."
          editLabel="Edit contact information"
          onEdit={() => goTo('contactInfo')}
          summary={contactOk ? <ContactSummary contact={contact} /> : null}
        >
          <ContactForm saved={contact} onSave={saveContact} />
        </StepSection>

        <StepSection
          id="billingInfo"
          step={3}
          title="Billing Information"
          state={states.billingInfo}
          lockedHint="Fill in your contact information first."
          editLabel="Edit billing information"
          onEdit={() => goTo('billingInfo')}
          summary={
            billing ? (
              <Suspense fallback={STEP_LOADING}>
                <BillingSummary billing={billing} recurring={recurring && billing.recurring} />
              </Suspense>
            ) : null
          }
        >
          <Suspense fallback={STEP_LOADING}>
            <BillingForm
              amountCents={preview ? Math.round(preview.total * 100) : 0}
              onWalletPay={payByWallet}
              saved={billing}
              declinedCard={declinedCard}
              contactName={contact?.name ?? ''}
              recurringAllowed={recurring}
              declined={declined}
              onSave={saveBilling}
            />
          </Suspense>
        </StepSection>
      </div>

      {review && allValid && preview ? <DedicationReview preview={preview} /> : null}

      <div className="mt-8 rounded-[var(--radius-card)] border border-stone bg-white p-5 shadow-card sm:p-6">
        {problem ? <ErrorNotice>{problem}</ErrorNotice> : null}
        <div className="flex flex-col-reverse items-stretch gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-center gap-2 text-sm text-ink-muted">
            <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-done" />
            Your card is typed into our card processor’s secure fields: we never see its number.
          </p>
          <Button
            size="lg"
            className="whitespace-nowrap"
            inactive={!allValid}
            busy={signUp.isPending}
            onClick={main}
            aria-describedby={allValid ? undefined : 'subscribe-incomplete'}
          >
            {review ? 'Confirm Enrollment' : 'Review and Continue'}
            {review ? null : <ArrowRight aria-hidden="true" className="size-4" />}
          </Button>
        </div>
        {allValid ? null : (
          <p id="subscribe-incomplete" className="mt-3 text-sm text-ink-muted">
            Complete the three steps above to continue.
          </p>
        )}
      </div>

      {signUp.isPending ? <BusyOverlay label="Processing your dedication…" /> : null}
    </div>
  );
}

/** The plan in the address while the plan list is on its way (a slow line, no saved plan). */
function PlanLoading() {
  return (
    <div
      role="status"
      className="container-content flex min-h-svh max-w-3xl items-start gap-3 py-14 text-ink-muted"
    >
      <Spinner className="size-6 text-primary" />
      <span>Loading your plan…</span>
    </div>
  );
}

function PlansUnavailable() {
  return (
    <p className="container-content max-w-3xl py-14 text-ink-muted">
      The plans could not be loaded just now. Please reload the page, or call our office.
    </p>
  );
}
