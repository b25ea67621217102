import { useQuery } from '@tanstack/react-query';
import { OFFICE_PATHS, idSchema } from '@zechus/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorNotice } from '../../../components/ui/ErrorNotice.tsx';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import { QueryState, SuccessNotice } from '../shell/Notices.tsx';
import { OfficePage } from '../shell/OfficePage.tsx';
import { AREA_LABELS } from '../shell/strings.ts';
import { fetchLearner, learnersKeys } from './api.ts';
import { learnerReportPath } from './ChildrenReportPage.tsx';
import { DetailsCard } from './DetailsCard.tsx';
import { LearnerAvatar } from './LearnerAvatar.tsx';
import { PhotoCard } from './PhotoCard.tsx';
import { RemoveCard } from './RemoveCard.tsx';
import { reportText } from './report-strings.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { StatusCard } from './StatusCard.tsx';
import { learnersText } from './strings.ts';

const back = { to: OFFICE_PATHS.learners, label: learnersText.backToList };

/** /office/learners/:id — one child: name and class, photo, taking part, removal. */
export function LearnerPage() {
  const params = useParams();
  const parsed = idSchema().safeParse(params.id);
  const id = parsed.success ? parsed.data : 0;
  const [notice, setNotice] = useState<string | null>(null);
  const learner = useQuery({
    queryKey: learnersKeys.detail(id),
    queryFn: ({ signal }) => fetchLearner(id, signal),
    enabled: parsed.success,
    retry: false,
  });
  const data = learner.data;

  if (!data) {
    return (
      <OfficePage title={AREA_LABELS.learners} back={back}>
        {!parsed.success ? (
          <ErrorNotice>{learnersText.noSuchLearner(params.id ?? '')}</ErrorNotice>
        ) : (
          <QueryState
            isPending={learner.isPending}
            error={learner.error}
            onRetry={() => void learner.refetch()}
          >
            {null}
          </QueryState>
        )}
      </OfficePage>
    );
  }

  return (
    <OfficePage
      title={data.name}
      back={back}
      leading={<LearnerAvatar name={data.name} imageUrl={data.imageUrl} size="lg" />}
      heading={<Hebrew className="text-4xl leading-tight sm:text-5xl">{data.name}</Hebrew>}
      intro={
        <>
          <p className="mb-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-lg text-ink">
            {data.className ? (
              <bdi dir="auto">{data.className}</bdi>
            ) : (
              <span className="text-ink-muted">{learnersText.noClass}</span>
            )}
            <StatusBadge active={data.active} />
          </p>
          <p>
            {learnersText.learnedSoFar(data.perakimLearned)} ·{' '}
            {learnersText.today(data.today.assigned, data.today.open)}
          </p>
          <p>
            <Link
              to={learnerReportPath(data.id)}
              className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4"
            >
              {reportText.reportLink}
            </Link>
          </p>
        </>
      }
    >
      {notice ? <SuccessNotice>{notice}</SuccessNotice> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <DetailsCard learner={data} onSaved={setNotice} />
        <PhotoCard learner={data} />
        <StatusCard learner={data} onChanged={setNotice} />
        <RemoveCard learner={data} />
      </div>
    </OfficePage>
  );
}
