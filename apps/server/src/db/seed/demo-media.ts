import fs from 'node:fs';
import path from 'node:path';
import { Mp3Encoder } from '@breezystack/lamejs';

/**
 * Generated media for the demo, so the learner overlay shows a picture and a recording plays:
 * soft portrait cards (SVG) and short MP3 recordings of a gentle, chant-like melody.
 */
const PORTRAIT_TINTS = ['#F3E3B3', '#E8E1D3', '#DDE7F0', '#E4EEDF', '#F1E0DA', '#E9E3F2'];

export function writeDemoPortrait(uploadsDir: string, index: number, initial: string): string {
  const dir = path.join(uploadsDir, 'learners');
  fs.mkdirSync(dir, { recursive: true });
  const tint = PORTRAIT_TINTS[index % PORTRAIT_TINTS.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" role="img">
<rect width="200" height="200" rx="24" fill="${tint}"/>
<circle cx="100" cy="78" r="38" fill="#1F3A5F" opacity="0.85"/>
<path d="M36 188c6-44 34-66 64-66s58 22 64 66z" fill="#1F3A5F" opacity="0.85"/>
<path d="M70 50q30-26 60 0v-8q-30-16-60 0z" fill="#152B47"/>
<text x="100" y="92" font-family="serif" font-size="34" fill="#FAF6EE" text-anchor="middle">${initial}</text>
</svg>`;
  const file = `learner-${index + 1}.svg`;
  fs.writeFileSync(path.join(dir, file), svg);
  return `/uploads/learners/${file}`;
}

export function writeDemoRecording(uploadsDir: string, index: number): string {
  const dir = path.join(uploadsDir, 'recordings');
  fs.mkdirSync(dir, { recursive: true });
  const file = `recording-${index + 1}.mp3`;
  fs.writeFileSync(path.join(dir, file), chantMp3(index));
  return `/uploads/recordings/${file}`;
}

const CHANT_RATE = 22_050;
/** A short nigun-like phrase (semitones above A3), one per demo recording. */
const PHRASES = [
  [0, 3, 5, 7, 5, 3, 0],
  [0, 2, 3, 5, 7, 5, 3],
  [3, 5, 7, 8, 7, 5, 3],
] as const;

/**
 * About three seconds of a gentle, rising and falling chant, as MP3 (lamejs, 22.05 kHz mono,
 * 48 kbit/s, ≈18 KB): soft notes with a little vibrato, overlapping slightly like a voice
 * moving between them, faded in and out so nothing clicks.
 */
function chantMp3(seed: number): Buffer {
  const phrase = PHRASES[seed % PHRASES.length] ?? PHRASES[0];
  const noteSeconds = 0.42;
  const total = Math.round(CHANT_RATE * (noteSeconds * phrase.length + 0.35));
  const samples = new Int16Array(total);
  const noteLength = Math.round(CHANT_RATE * noteSeconds);
  phrase.forEach((semitones, n) => {
    const frequency = 220 * 2 ** (semitones / 12);
    const start = n * noteLength;
    // Each note rings on a little into the next (legato), the last one longer.
    const length = Math.round(noteLength * (n === phrase.length - 1 ? 1.8 : 1.25));
    let phase = 0;
    for (let i = 0; i < length && start + i < total; i++) {
      const t = i / CHANT_RATE;
      const vibrato = 1 + 0.004 * Math.sin(2 * Math.PI * 5.2 * t);
      phase += (2 * Math.PI * frequency * vibrato) / CHANT_RATE;
      // A soft timbre: the fundamental with two quiet overtones.
      const tone = Math.sin(phase) + 0.28 * Math.sin(2 * phase) + 0.08 * Math.sin(3 * phase);
      const envelope = Math.min(1, t / 0.06) * Math.exp((-1.6 * i) / length);
      const at = start + i;
      samples[at] = Math.max(
        -32767,
        Math.min(32767, (samples[at] ?? 0) + Math.round(tone * envelope * 5200)),
      );
    }
  });
  // Fade the whole phrase in and out over 50 ms.
  const fade = Math.round(CHANT_RATE * 0.05);
  for (let i = 0; i < fade; i++) {
    const gain = i / fade;
    samples[i] = Math.round((samples[i] ?? 0) * gain);
    samples[total - 1 - i] = Math.round((samples[total - 1 - i] ?? 0) * gain);
  }
  const encoder = new Mp3Encoder(1, CHANT_RATE, 48);
  return Buffer.concat(
    [encoder.encodeBuffer(samples), encoder.flush()].map((chunk) => Buffer.from(chunk)),
  );
}
