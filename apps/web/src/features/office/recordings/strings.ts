import { RECORDING_MAX_LABEL } from '@zechus/shared';

/** The recording dialog's words (English: the office works in English). */
export const recordingText = {
  title: (learner: string) => `Recording: ${learner}`,
  perek: 'Perek',
  savedHeading: 'The saved recording',
  savedHint: 'Donors hear this recording on the day’s progress page.',
  savedPlayer: (learner: string) => `The saved recording of ${learner}`,
  noneHeading: 'No recording yet',
  noneHint: `Record the child reading now, or upload a file (mp3, m4a, ogg or webm, up to ${RECORDING_MAX_LABEL}).`,
  replaceHeading: 'Replace the recording',
  replaceHint: 'The saved recording stays until the new one is saved.',
  record: 'Record',
  upload: 'Upload a file',
  replace: 'Replace',
  remove: 'Remove',
  back: 'Back',
  startingHeading: 'Waiting for the microphone…',
  startingHint: 'If the browser asks, allow it to use the microphone.',
  recordingHeading: 'Recording',
  recordingHint: (max: string) =>
    `Read as usual; the bar moves with the voice. It stops by itself at ${max}.`,
  stop: 'Stop',
  cancel: 'Cancel',
  elapsed: 'Time recorded',
  announceStarted: 'Recording started.',
  announceProgress: (spoken: string) => `Recording, ${spoken}.`,
  announceStopped: (spoken: string) =>
    `Recording stopped after ${spoken}. Listen to it before saving.`,
  previewHeading: 'Listen before saving',
  previewPlayer: 'The new recording, not saved yet',
  previewRecorded: (duration: string, size: string) => `Recorded ${duration} · ${size}`,
  previewFile: (name: string, size: string) => `${name} · ${size}`,
  cannotPreview:
    'This browser cannot play this file. Donors’ browsers may not play it either: an mp3 or m4a file plays everywhere.',
  save: 'Save recording',
  recordAgain: 'Record again',
  chooseAnother: 'Choose another file',
  saved: 'Recording saved. Donors can listen to it now.',
  saveFailed: 'The recording could not be saved. Please check the connection and try again.',
  removeHeading: 'Remove this recording?',
  removeHint: [
    'Donors will no longer hear',
    'reading this perek. The file is deleted and cannot be brought back.',
  ],
  confirmRemove: 'Remove recording',
  keep: 'Keep it',
  removed: 'Recording removed.',
  removeFailed: 'The recording could not be removed. Please try again.',
  discardHeading: 'Close without saving?',
  discardHint: 'The new recording has not been saved and will be lost.',
  discard: 'Close without saving',
  keepWorking: 'Go back',
  microphoneRefused:
    'The microphone is blocked for this site. Allow it in the browser’s settings (the lock or camera icon by the address), then press Record again — or upload a file instead.',
  noMicrophone: 'No microphone was found. Connect one and try again, or upload a file instead.',
  microphoneBusy:
    'The microphone is in use by another app or could not be started. Close that app and try again, or upload a file instead.',
  microphoneFailed:
    'The microphone could not be started. Please try again, or upload a file instead.',
  cannotRecordHere:
    'This browser cannot record here: recording needs a secure (https) address and a current browser. You can still upload a file.',
  recorderUnsupported:
    'This browser cannot record audio. Please upload a file instead (for example a voice memo from a phone).',
  recorderFailed: 'The recording stopped because of a problem in the browser. Please try again.',
  emptyRecording: 'Nothing was recorded. Please check the microphone and try again.',
} as const;
