import { describe, expect, it } from 'vitest';
import { cameraProblemOf, problemText } from './camera-problem.ts';

const refusal = (name: string) => Object.assign(new Error('refused'), { name });

describe('cameraProblemOf', () => {
  it.each([
    ['NotAllowedError', 'denied'],
    ['PermissionDeniedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotFoundError', 'no-camera'],
    ['DevicesNotFoundError', 'no-camera'],
    ['OverconstrainedError', 'no-camera'],
    ['NotReadableError', 'busy'],
    ['TrackStartError', 'busy'],
    ['AbortError', 'busy'],
    ['TypeError', 'failed'],
  ])('%s → %s', (name, problem) => {
    expect(cameraProblemOf(refusal(name))).toBe(problem);
  });

  it('reads a DOMException by its name', () => {
    expect(cameraProblemOf(new DOMException('no', 'NotAllowedError'))).toBe('denied');
  });

  it('calls anything else a failure', () => {
    expect(cameraProblemOf('no')).toBe('failed');
    expect(cameraProblemOf(undefined)).toBe('failed');
  });

  it('tells a refused teacher where to allow the camera', () => {
    expect(problemText.denied).toBe(
      'The camera was not allowed. Allow it in the browser’s settings, or scan with the scanner.',
    );
  });
});
