import type { SharedPerek, TakeRegisterReply } from '@zechus/shared';
import { Printer } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/Button.tsx';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import { useFocusOnMount } from '../shell/useFocusOnMount.ts';
import { registerText } from './strings.ts';

const namesOf = (people: readonly { name: string }[]) => people.map((p) => p.name).join(', ');

/** The moves grouped by the child who receives them, in the order they first appear. */
function byReceiver(moved: readonly SharedPerek[]) {
  const groups = new Map<number, { name: string; perakim: SharedPerek[] }>();
  for (const move of moved) {
    const group = groups.get(move.toLearnerId) ?? { name: move.toName, perakim: [] };
    group.perakim.push(move);
    groups.set(move.toLearnerId, group);
  }
  return [...groups.entries()];
}

/**
 * What the register just did, said plainly: who is absent, who got which perakim (child →
 * perakim, and whose they were), what did not move and why, and the slip to print.
 */
export function RegisterSummary({
  reply,
  className,
}: {
  reply: TakeRegisterReply;
  className: string;
}) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const absent = reply.register.absent;
  const groups = byReceiver(reply.moved);
  // Whose each perek was is worth saying only when several children are away.
  const manyAbsent = new Set(reply.moved.map((m) => m.fromLearnerId)).size > 1;
  return (
    <section
      aria-labelledby="register-summary"
      className="my-4 rounded-xl border-2 border-done bg-white px-4 py-3"
    >
      <h3 id="register-summary" ref={heading} tabIndex={-1} className="text-lg font-semibold">
        {registerText.summaryTitle}
      </h3>
      <p role="status" className="mt-1 font-medium text-done">
        {absent.length === 0 ? (
          registerText.savedEveryone
        ) : (
          <>
            {registerText.savedAbsent} <Hebrew className="font-bold">{namesOf(absent)}</Hebrew>
          </>
        )}
      </p>
      {reply.presentAgain.length > 0 ? (
        <p className="mt-2">{registerText.presentAgain(namesOf(reply.presentAgain))}</p>
      ) : null}
      {groups.length > 0 ? (
        <>
          <p className="mt-2">{registerText.movedCount(reply.moved.length, groups.length)}</p>
          <ul className="mt-1 space-y-2" aria-label={registerText.summaryTitle}>
            {groups.map(([id, group]) => (
              <li key={id} data-receiver={id} className="rounded-lg bg-gold-soft/30 px-3 py-2">
                <Hebrew className="text-xl font-bold">{group.name}</Hebrew>
                <ul className="mt-1 space-y-0.5">
                  {group.perakim.map((move) => (
                    <li key={move.perekIndex} className="flex flex-wrap items-baseline gap-x-2">
                      <Hebrew className="text-lg">{move.perek}</Hebrew>
                      {manyAbsent ? (
                        <span className="text-sm text-ink-muted">
                          {registerText.inPlaceOf} <Hebrew>{move.fromName}</Hebrew>
                        </span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </>
      ) : absent.length > 0 ? (
        <p className="mt-2">
          {reply.present === 0 && reply.left > 0
            ? registerText.nobodyPresent(reply.left)
            : registerText.nothingToMove}
        </p>
      ) : null}
      {groups.length > 0 || absent.length > 0 ? (
        <ButtonLink
          to={`slip?${new URLSearchParams({ class: className })}`}
          variant="secondary"
          className="mt-3"
        >
          <Printer aria-hidden="true" className="size-5" />
          {registerText.printSlip}
        </ButtonLink>
      ) : null}
    </section>
  );
}
