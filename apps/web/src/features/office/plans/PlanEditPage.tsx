import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MAX_PLAN_TEXT,
  OFFICE_PATHS,
  planEditSchema,
  type OfficePlan,
  type PlanEdit,
  type PlanEditInput,
} from '@zechus/shared';
import { ArrowLeft, Info, Save } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/Button.tsx';
import { ErrorNotice } from '../../../components/ui/ErrorNotice.tsx';
import { describedBy, Field, fieldClass, Input } from '../../../components/ui/FormField.tsx';
import { isApiError } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { formatPrice } from '../../../lib/format.ts';
import { officeErrorMessage } from '../shell/api.ts';
import { QueryState } from '../shell/Notices.tsx';
import { OfficePage } from '../shell/OfficePage.tsx';
import { officeText } from '../shell/strings.ts';
import { editPlan, fetchOfficePlan, officePlansKey } from './api.ts';
import { PlanIcon } from './PlanIcon.tsx';
import { KIND_MEANINGS, plansText } from './strings.ts';

/** "360" or "360.50": the price as the field shows it. */
const priceField = (price: number) => (Number.isInteger(price) ? String(price) : price.toFixed(2));

const formValues = (plan: OfficePlan): PlanEditInput => ({
  price: priceField(plan.price),
  text: plan.text,
  kinds: plan.kinds.map((kind) => ({ id: kind.id, label: kind.label })),
  active: plan.active,
});

/** The plan box as About and the sign-up will show it, from what is typed now. */
function Preview({ plan, form }: { plan: OfficePlan; form: PlanForm }) {
  const [price, text, active] = useWatch({
    control: form.control,
    name: ['price', 'text', 'active'],
  });
  const parsed = planEditSchema.safeParse({ price });
  const shownPrice = parsed.success && parsed.data.price !== undefined ? parsed.data.price : null;
  return (
    <section aria-labelledby="plan-preview" className="lg:sticky lg:top-24">
      <h2 id="plan-preview" className="mb-3 text-xl font-semibold">
        {plansText.preview}
      </h2>
      <div
        className={cn(
          'rounded-[var(--radius-card)] border border-stone bg-white p-6 shadow-card',
          !active && 'opacity-50',
        )}
      >
        <PlanIcon type={plan.type} className="mb-5" />
        <p className="font-serif text-4xl font-semibold tracking-tight text-primary tabular-nums">
          {shownPrice === null ? '—' : formatPrice(shownPrice)}
        </p>
        <p className="mt-3 leading-relaxed break-words text-ink-muted">{text?.trim() || '—'}</p>
        <p className="mt-6 font-semibold text-primary">{plansText.previewAction}</p>
      </div>
      {active ? null : <p className="mt-2 text-sm text-ink-muted">{plansText.previewHidden}</p>}
    </section>
  );
}

type PlanForm = ReturnType<typeof useForm<PlanEditInput, unknown, PlanEdit>>;

function PlanEditForm({ plan, onReload }: { plan: OfficePlan; onReload: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form: PlanForm = useForm<PlanEditInput, unknown, PlanEdit>({
    resolver: zodResolver(planEditSchema),
    defaultValues: formValues(plan),
  });
  const save = useMutation({
    mutationFn: (edit: PlanEdit) => editPlan(plan.id, { ...edit, updatedAt: plan.updatedAt }),
    onSuccess: (saved) => {
      queryClient.setQueryData([...officePlansKey, 'one', plan.id], saved);
      void queryClient.invalidateQueries({ queryKey: officePlansKey });
      void queryClient.invalidateQueries({ queryKey: ['office', 'audit'] });
      // The public pages in this browser ask again too.
      void queryClient.invalidateQueries({ queryKey: ['plans'] });
      void navigate(OFFICE_PATHS.plans, {
        state: { notice: plansText.saved(saved.type, formatPrice(saved.price), saved.active) },
      });
    },
  });
  const { errors, isDirty } = form.formState;
  const text = useWatch({ control: form.control, name: 'text' }) ?? '';
  const changedMeanwhile = isApiError(save.error) && save.error.status === 409;

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_17rem] xl:grid-cols-[minmax(0,1fr)_20rem]">
      <form
        noValidate
        aria-label={plansText.editTitle(plan.type)}
        onSubmit={form.handleSubmit((edit) => {
          if (!isDirty) {
            void navigate(OFFICE_PATHS.plans, { state: { notice: plansText.nothingChanged } });
            return;
          }
          save.mutate(edit);
        })}
        className="rounded-[var(--radius-card)] border border-stone bg-white p-6 shadow-card sm:p-8"
      >
        {save.isError ? (
          <ErrorNotice>
            {officeErrorMessage(save.error, officeText.genericError)}
            {changedMeanwhile ? (
              <button
                type="button"
                onClick={() => {
                  save.reset();
                  onReload();
                }}
                className="ms-2 font-semibold underline underline-offset-4"
              >
                {plansText.reload}
              </button>
            ) : null}
          </ErrorNotice>
        ) : null}

        <Field
          className="mb-5"
          id="plan-price"
          label={plansText.price}
          hint={plansText.priceHint}
          error={errors.price?.message}
        >
          <div className="relative max-w-60">
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 start-4 flex items-center text-lg font-semibold text-ink-muted"
            >
              $
            </span>
            <Input
              id="plan-price"
              inputMode="decimal"
              autoComplete="off"
              hasHint
              invalid={Boolean(errors.price)}
              className="ps-9 text-lg font-semibold tabular-nums"
              {...form.register('price')}
            />
          </div>
        </Field>

        <Field
          className="mb-5"
          id="plan-text"
          label={plansText.text}
          hint={plansText.textHint}
          error={errors.text?.message}
        >
          <textarea
            id="plan-text"
            rows={4}
            aria-invalid={Boolean(errors.text)}
            aria-describedby={`${describedBy('plan-text', Boolean(errors.text), true) ?? ''} plan-text-count`}
            className={cn(fieldClass, 'resize-y leading-relaxed')}
            {...form.register('text')}
          />
          <p
            id="plan-text-count"
            className={cn(
              'mt-1 text-end text-sm tabular-nums',
              text.length > MAX_PLAN_TEXT ? 'font-semibold text-danger' : 'text-ink-muted',
            )}
          >
            {plansText.characters(text.length, MAX_PLAN_TEXT)}
          </p>
        </Field>

        <fieldset className="mb-2">
          <legend className="mb-1 font-medium text-ink">{plansText.kindLabels}</legend>
          <p className="mb-3 text-sm text-ink-muted">{plansText.kindLabelsHint}</p>
          <div className="grid gap-x-4 sm:grid-cols-2 xl:grid-cols-3">
            {plan.kinds.map((kind, index) => {
              const error = errors.kinds?.[index]?.label?.message;
              return (
                <Field
                  key={kind.id}
                  id={`plan-kind-${kind.id}`}
                  className="mb-1"
                  label={plansText.kindLabel(KIND_MEANINGS[kind.id])}
                  error={error}
                >
                  <Input
                    id={`plan-kind-${kind.id}`}
                    autoComplete="off"
                    invalid={Boolean(error)}
                    {...form.register(`kinds.${index}.label`)}
                  />
                </Field>
              );
            })}
          </div>
        </fieldset>

        <div className="mb-6 rounded-lg border border-stone bg-parchment/60 p-4">
          <label className="flex cursor-pointer items-start gap-3">
            <input
              type="checkbox"
              aria-describedby="plan-active-hint"
              className="mt-0.5 size-6 shrink-0 accent-primary"
              {...form.register('active')}
            />
            <span>
              <span className="block font-semibold">{plansText.offeredLabel}</span>
              <span id="plan-active-hint" className="block text-sm text-ink-muted">
                {plansText.offeredHint}
              </span>
            </span>
          </label>
        </div>

        <p className="mb-6 flex items-start gap-3 text-sm text-ink-muted">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          {plansText.keepNote}
        </p>

        <div className="flex flex-wrap justify-end gap-3">
          <ButtonLink variant="secondary" to={OFFICE_PATHS.plans}>
            {plansText.cancel}
          </ButtonLink>
          <Button type="submit" busy={save.isPending}>
            <Save aria-hidden="true" className="size-4" />
            {plansText.save}
          </Button>
        </div>
      </form>
      <Preview plan={plan} form={form} />
    </div>
  );
}

/** /office/plans/:id: one plan's price, texts and whether it is offered. */
export function PlanEditPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const plan = useQuery({
    queryKey: [...officePlansKey, 'one', id],
    queryFn: ({ signal }) => fetchOfficePlan(id, signal),
    enabled: valid,
  });
  return (
    <OfficePage
      title={plan.data ? plansText.editTitle(plan.data.type) : plansText.editAPlan}
      intro={plan.data ? plansText.editIntro : undefined}
      actions={
        <Link
          to={OFFICE_PATHS.plans}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
          {plansText.back}
        </Link>
      }
    >
      {valid ? (
        <QueryState
          isPending={plan.isPending}
          error={plan.error}
          onRetry={() => void plan.refetch()}
        >
          {plan.data ? (
            // A fresh form for each loaded version (after "Reload the plan" too).
            <PlanEditForm
              key={plan.data.updatedAt}
              plan={plan.data}
              onReload={() => void plan.refetch()}
            />
          ) : null}
        </QueryState>
      ) : (
        <ErrorNotice>{plansText.notFound}</ErrorNotice>
      )}
    </OfficePage>
  );
}
