import { useQuery } from '@tanstack/react-query';
import { OFFICE_PATHS, idSchema } from '@zechus/shared';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import { ErrorNotice } from '../../../components/ui/ErrorNotice.tsx';
import { QueryState, SuccessNotice } from '../shell/Notices.tsx';
import { useOfficeTitle } from '../shell/OfficePage.tsx';
import { AREA_LABELS } from '../shell/strings.ts';
import { fetchLearner, learnersKeys } from './api.ts';
import { DetailsCard } from './DetailsCard.tsx';
import { LearnerAvatar } from './LearnerAvatar.tsx';
import { PhotoCard } from './PhotoCard.tsx';
import { RemoveCard } from './RemoveCard.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { StatusCard } from './StatusCard.tsx';
import { learnersText } from './strings.ts';

function BackLink() {
  return (
    <Link
      to={OFFICE_PATHS.learners}
      className="mb-4 inline-flex min-h-11 items-center gap-2 rounded-md font-medium text-primary print:hidden"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {learnersText.backToList}
    </Link>
  );
}

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
  useOfficeTitle(learner.data?.name ?? AREA_LABELS.learners);

  return (
    <div className="mx-auto w-full max-w-[1280px] px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <BackLink />
      {!parsed.success ? (
        <ErrorNotice>{`There is no learner with id ${params.id ?? ''}.`}</ErrorNotice>
      ) : (
        <QueryState
          isPending={learner.isPending}
          error={learner.error}
          onRetry={() => void learner.refetch()}
        >
          {learner.data ? (
            <>
              <header className="mb-6 flex flex-wrap items-center gap-5 sm:flex-nowrap">
                <LearnerAvatar
                  name={learner.data.name}
                  imageUrl={learner.data.imageUrl}
                  size="lg"
                />
                <div className="min-w-0 flex-1 space-y-1.5">
                  <h1 id="page-title" className="text-4xl leading-tight font-semibold sm:text-5xl">
                    <Hebrew>{learner.data.name}</Hebrew>
                  </h1>
                  <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-lg">
                    {learner.data.className ? (
                      <bdi dir="auto">{learner.data.className}</bdi>
                    ) : (
                      <span className="text-ink-muted">{learnersText.noClass}</span>
                    )}
                    <StatusBadge active={learner.data.active} />
                  </p>
                  <p className="text-ink-muted">
                    {learnersText.learnedSoFar(learner.data.perakimLearned)} ·{' '}
                    {learnersText.today(learner.data.today.assigned, learner.data.today.open)}
                  </p>
                </div>
              </header>
              {notice ? <SuccessNotice>{notice}</SuccessNotice> : null}
              <div className="grid gap-6 lg:grid-cols-2">
                <DetailsCard learner={learner.data} onSaved={setNotice} />
                <PhotoCard learner={learner.data} />
                <StatusCard learner={learner.data} onChanged={setNotice} />
                <RemoveCard learner={learner.data} />
              </div>
            </>
          ) : null}
        </QueryState>
      )}
    </div>
  );
}
