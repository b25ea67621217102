import fs from 'node:fs';
import path from 'node:path';

/**
 * Generated media for the demo, so the learner overlay shows a picture and a recording plays:
 * soft portrait cards (SVG) and short WAV recordings of a gentle, rising chant-like melody.
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
  const file = `recording-${index + 1}.wav`;
  fs.writeFileSync(path.join(dir, file), chantWav(index));
  return `/uploads/recordings/${file}`;
}

/** A 2-second, 8 kHz mono WAV: four soft notes with gentle fades. */
function chantWav(seed: number): Buffer {
  const rate = 8000;
  const notes = [220, 247, 262, 294, 330].map((f) => f * (1 + (seed % 3) * 0.06));
  const samples = rate * 2;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    const note = notes[Math.floor((i / samples) * 4) % notes.length] ?? 220;
    const withinNote = (i % (samples / 4)) / (samples / 4);
    const envelope = Math.sin(Math.PI * withinNote) * 0.3;
    data.writeInt16LE(
      Math.round(Math.sin((2 * Math.PI * note * i) / rate) * envelope * 32767),
      i * 2,
    );
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
