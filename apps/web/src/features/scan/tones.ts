/**
 * The station's sounds, made with the Web Audio API (no files): a soft rising two-note chime for
 * a good scan, one soft note for a sheet already scanned, a low buzzing double tone for an error
 * (VISUAL.md "Scanner station"): a teacher across the room knows which without looking.
 */
let context: AudioContext | null = null;
let muted = false;

/** The station's mute switch (kept on the device by useMuted). */
export function setMuted(value: boolean): void {
  muted = value;
}

/** Creates (or wakes) the audio context; call from a key press so the browser allows sound. */
export function unlockAudio(): void {
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume();
  } catch {
    context = null;
  }
}

type Note = { freq: number; at: number; length: number };

const play = (notes: Note[], type: OscillatorType, volume: number) => {
  if (muted) return;
  unlockAudio();
  const ctx = context;
  if (!ctx) return;
  const now = ctx.currentTime;
  for (const note of notes) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = type;
    osc.frequency.value = note.freq;
    const start = now + note.at;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(volume, start + 0.015);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + note.length);
    osc.connect(gain).connect(ctx.destination);
    osc.start(start);
    osc.stop(start + note.length + 0.02);
  }
};

export function playGoodTone(): void {
  play(
    [
      { freq: 784, at: 0, length: 0.16 },
      { freq: 1175, at: 0.11, length: 0.26 },
    ],
    'sine',
    0.18,
  );
}

export function playAlreadyTone(): void {
  play([{ freq: 660, at: 0, length: 0.22 }], 'sine', 0.14);
}

export function playErrorTone(): void {
  play(
    [
      { freq: 196, at: 0, length: 0.22 },
      { freq: 156, at: 0.28, length: 0.36 },
    ],
    'square',
    0.12,
  );
}

/** Another day's sheet (or a replaced one): three quick falling notes, unlike any other. */
export function playOtherSheetTone(): void {
  play(
    [
      { freq: 988, at: 0, length: 0.12 },
      { freq: 740, at: 0.14, length: 0.12 },
      { freq: 494, at: 0.28, length: 0.3 },
    ],
    'triangle',
    0.16,
  );
}

/** The sound of an answer (or of the answer a waiting scan most likely gets). */
export function playOutcomeTone(
  outcome: 'done' | 'already_done' | 'error' | 'unknown' | 'other_sheet',
): void {
  if (outcome === 'other_sheet') playOtherSheetTone();
  else if (outcome === 'done') playGoodTone();
  else if (outcome === 'error') playErrorTone();
  else playAlreadyTone();
}
