import { OFFICE_PATHS, type ImportResult } from '@zechus/shared';
import { Button, ButtonLink } from '../../../components/ui/Button.tsx';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import { FormActions } from '../shell/FormActions.tsx';
import { SuccessNotice } from '../shell/Notices.tsx';
import { Panel } from '../shell/Panel.tsx';
import { learnersText } from './strings.ts';

/** After an import: how many were added, the rows skipped after all and why, and what next. */
export function ImportDone({ result, onAgain }: { result: ImportResult; onAgain: () => void }) {
  const division = learnersText.division(result.division);
  return (
    <div className="space-y-4">
      <SuccessNotice>
        {learnersText.imported(result.added)}
        {division ? ` ${division}` : ''}
      </SuccessNotice>
      {result.skipped.length > 0 ? (
        <Panel>
          <p className="mb-2 font-medium">{learnersText.importSkipped(result.skipped.length)}</p>
          <ul className="list-disc space-y-1 ps-6">
            {result.skipped.map((row) => (
              <li key={row.line}>
                {learnersText.rowProblem(row.line, row.problem ?? '')} — <Hebrew>{row.name}</Hebrew>
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}
      <FormActions>
        <Button variant="secondary" onClick={onAgain}>
          {learnersText.importAnother}
        </Button>
        <ButtonLink to={OFFICE_PATHS.learners}>{learnersText.seeList}</ButtonLink>
      </FormActions>
    </div>
  );
}
