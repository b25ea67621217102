import { useMutation } from '@tanstack/react-query';
import { PHOTO_ACCEPT, PHOTO_MAX_BYTES, type LearnerDetail } from '@zechus/shared';
import { ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { ErrorNotice } from '../../../components/ui/ErrorNotice.tsx';
import { fileInputClass } from '../../../components/ui/FormField.tsx';
import { FailureNotice, SuccessNotice } from '../shell/Notices.tsx';
import { officeText } from '../shell/strings.ts';
import { removePhoto, uploadPhoto, useInvalidateLearners } from './api.ts';
import { ConfirmDialog } from '../shell/ConfirmDialog.tsx';
import { Panel } from '../shell/Panel.tsx';
import { LearnerAvatar } from './LearnerAvatar.tsx';
import { learnersText } from './strings.ts';

/** The chosen photo and an address to preview it, released when another is chosen or we leave. */
function useChosenPhoto() {
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!chosen) return;
    return () => URL.revokeObjectURL(chosen.url);
  }, [chosen]);
  const choose = (file: File | null) =>
    setChosen(file ? { file, url: URL.createObjectURL(file) } : null);
  return [chosen?.file ?? null, chosen?.url ?? null, choose] as const;
}

/**
 * A learner's photo: choose one (a phone's camera or its pictures), see it before saving, save
 * it and see what the server kept (a square, without the camera's hidden details); or remove it.
 */
export function PhotoCard({ learner }: { learner: LearnerDetail }) {
  const id = useId();
  const invalidate = useInvalidateLearners();
  const [file, preview, setFile] = useChosenPhoto();
  const [inputKey, setInputKey] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);

  const reset = () => {
    setFile(null);
    setPreviewFailed(false);
    setInputKey((key) => key + 1);
  };
  const save = useMutation({
    mutationFn: (photo: File) => uploadPhoto(learner.id, photo),
    onSuccess: async () => {
      await invalidate();
      reset();
      setDone(learnersText.photoSaved);
    },
  });
  const remove = useMutation({
    mutationFn: () => removePhoto(learner.id),
    onSuccess: async () => {
      await invalidate();
      setConfirmRemove(false);
      setDone(learnersText.photoRemoved);
    },
  });

  const choose = (chosen: File | undefined) => {
    setDone(null);
    setProblem(null);
    save.reset();
    setPreviewFailed(false);
    if (!chosen) return setFile(null);
    if (chosen.size > PHOTO_MAX_BYTES) {
      setInputKey((key) => key + 1);
      setFile(null);
      return setProblem(learnersText.photoTooLarge);
    }
    setFile(chosen);
  };

  return (
    <Panel title={learnersText.photo}>
      {done ? <SuccessNotice>{done}</SuccessNotice> : null}
      {problem ? <ErrorNotice>{problem}</ErrorNotice> : null}
      <FailureNotice error={save.error} />
      <div className="flex flex-wrap items-start gap-6">
        <figure className="flex flex-col items-center gap-2">
          {file && preview && !previewFailed ? (
            <img
              src={preview}
              alt={learnersText.photoPreview}
              onError={() => setPreviewFailed(true)}
              className="size-32 rounded-full border-4 border-gold object-cover"
            />
          ) : file ? (
            <span className="grid size-32 place-items-center rounded-full border-4 border-dashed border-gold bg-parchment p-3 text-center text-sm text-ink-muted">
              {file.name}
            </span>
          ) : (
            <LearnerAvatar name={learner.name} imageUrl={learner.imageUrl} size="lg" />
          )}
          <figcaption className="max-w-40 text-center text-sm text-ink-muted">
            {file ? learnersText.photoPreview : learner.imageUrl ? null : learnersText.noPhoto}
          </figcaption>
        </figure>
        <div className="min-w-0 flex-1 basis-64 space-y-3">
          <label htmlFor={`${id}-file`} className="block font-medium">
            {file ? learnersText.chooseOther : learnersText.choosePhoto}
          </label>
          <p id={`${id}-hint`} className="-mt-2 text-sm text-ink-muted">
            {learnersText.photoHint} {learnersText.photoPrivacy}
          </p>
          <input
            key={inputKey}
            id={`${id}-file`}
            type="file"
            accept={PHOTO_ACCEPT}
            aria-describedby={`${id}-hint`}
            onChange={(event) => choose(event.target.files?.[0])}
            className={fileInputClass}
          />
          <div className="flex flex-wrap gap-3 pt-1">
            {file ? (
              <>
                <Button variant="secondary" onClick={reset}>
                  {officeText.cancel}
                </Button>
                <Button onClick={() => save.mutate(file)} busy={save.isPending}>
                  <ImageUp aria-hidden="true" className="size-5" />
                  {learnersText.savePhoto}
                </Button>
              </>
            ) : learner.imageUrl ? (
              <Button variant="danger-outline" onClick={() => setConfirmRemove(true)}>
                <Trash2 aria-hidden="true" className="size-5" />
                {learnersText.removePhoto}
              </Button>
            ) : null}
          </div>
        </div>
      </div>
      {confirmRemove ? (
        <ConfirmDialog
          title={learnersText.removePhoto}
          confirmLabel={learnersText.removePhoto}
          confirmIcon={Trash2}
          danger
          busy={remove.isPending}
          error={remove.error}
          onConfirm={() => remove.mutate()}
          onClose={() => {
            remove.reset();
            setConfirmRemove(false);
          }}
        >
          <div className="flex items-center gap-4">
            <LearnerAvatar name={learner.name} imageUrl={learner.imageUrl} size="lg" />
            <p>{learnersText.removePhotoText(learner.name)}</p>
          </div>
        </ConfirmDialog>
      ) : null}
    </Panel>
  );
}
