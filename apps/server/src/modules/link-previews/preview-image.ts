import { createRequire } from 'node:module';
import { createCanvas, GlobalFonts, Path2D, type SKRSContext2D } from '@napi-rs/canvas';
import type { DedicationKind } from '@zechus/shared';
import { LOGO_MARK_PATHS } from '../sheets/pdf/logo-mark.ts';
import { PREVIEW_IMAGE_HEIGHT as HEIGHT, PREVIEW_IMAGE_WIDTH as WIDTH } from './preview-tags.ts';

const require = createRequire(import.meta.url);

/**
 * The preview images of issue 26 §2, drawn with @napi-rs/canvas (Skia): it lays out Hebrew right
 * to left in a face registered from a file, which sharp's SVG text (librsvg) does only with the
 * face installed system-wide. The faces are the site's own (VISUAL.md), from the @fontsource
 * packages the sheets and the certificate embed too; each is split by script, so a line names
 * the Hebrew and the Latin file together and Skia takes each letter from the one that has it.
 */
const FACES = {
  'Zechus Hebrew': '@fontsource/frank-ruhl-libre/files/frank-ruhl-libre-hebrew-700-normal.woff',
  'Zechus Serif': '@fontsource/frank-ruhl-libre/files/frank-ruhl-libre-latin-700-normal.woff',
  'Zechus Sans': '@fontsource/heebo/files/heebo-latin-500-normal.woff',
} as const;
const SERIF = '"Zechus Hebrew", "Zechus Serif"';
const SANS = '"Zechus Sans", "Zechus Hebrew"';

const COLORS = {
  ink: '#1B2A41',
  muted: '#5B6475',
  primary: '#1F3A5F',
  gold: '#C9A227',
  goldInk: '#8A6D12',
  goldSoft: '#F3E3B3',
  parchment: '#FAF6EE',
  stone: '#E8E1D3',
  done: '#2E7D5B',
};

let facesRegistered = false;
/** Registers the faces once, at the first drawing (never at start: decision 0032). */
function registerFaces(): void {
  if (facesRegistered) return;
  for (const [family, file] of Object.entries(FACES)) {
    GlobalFonts.registerFromPath(require.resolve(file), family);
  }
  facesRegistered = true;
}

/** What a shared link's image shows: no more than its page shows first. */
export interface SharedImageFacts {
  name: string;
  kind: DedicationKind;
  done: number;
  total: number;
  /** The count as a sentence (shared-texts.ts countLine). */
  countLine: string;
}

/** The kind as the image's small heading says it, above the name. */
const KIND_HEADINGS: Record<DedicationKind, string> = {
  yoirtzeit: 'Learning for the yoirtzeit of',
  shloishim: 'Learning through the shloishim of',
  shiva: 'Learning through the shiva of',
  merit: 'Learning in the merit of',
  refuah: 'Learning for the refuah shleimah of',
};

/** The logo: the mark on its blue tile, as apps/web/src/assets/logo.svg draws it. */
function drawLogo(ctx: SKRSContext2D, x: number, y: number, size: number): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(size / 48, size / 48);
  ctx.fillStyle = COLORS.primary;
  ctx.beginPath();
  ctx.roundRect(0, 0, 48, 48, 11);
  ctx.fill();
  const fill = (d: string, color: string) => {
    ctx.fillStyle = color;
    ctx.fill(new Path2D(d));
  };
  const stroke = (d: string, width: number) => {
    ctx.strokeStyle = COLORS.gold;
    ctx.lineWidth = width;
    ctx.lineCap = 'round';
    ctx.stroke(new Path2D(d));
  };
  fill(LOGO_MARK_PATHS.flame, COLORS.gold);
  fill(LOGO_MARK_PATHS.flameHeart, COLORS.goldSoft);
  fill(LOGO_MARK_PATHS.leftPage, COLORS.parchment);
  fill(LOGO_MARK_PATHS.rightPage, COLORS.parchment);
  stroke(LOGO_MARK_PATHS.lines, 1.3);
  ctx.restore();
}

/** The largest size up to `max` at which the text fits `width`. */
function fittingFont(
  ctx: SKRSContext2D,
  text: string,
  family: string,
  max: number,
  width: number,
): string {
  for (let size = max; size > 24; size -= 4) {
    ctx.font = `${size}px ${family}`;
    if (ctx.measureText(text).width <= width) return ctx.font;
  }
  return `24px ${family}`;
}

/** The card both images share: parchment, a gold rule and, given a name, the logo beside it. */
function card(programmeTitle: string | null) {
  registerFaces();
  const canvas = createCanvas(WIDTH, HEIGHT);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = COLORS.parchment;
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  ctx.fillStyle = COLORS.gold;
  ctx.fillRect(0, HEIGHT - 14, WIDTH, 14);
  if (programmeTitle !== null) {
    drawLogo(ctx, 64, 56, 72);
    ctx.fillStyle = COLORS.primary;
    ctx.font = `40px ${SERIF}`;
    ctx.textBaseline = 'middle';
    ctx.fillText(programmeTitle, 156, 94);
  }
  return { canvas, ctx };
}

/** Today's progress as the site's ring: gold over stone, the count inside. */
function drawRing(ctx: SKRSContext2D, facts: SharedImageFacts, cx: number, cy: number): void {
  const radius = 150;
  const share = facts.total > 0 ? Math.min(1, facts.done / facts.total) : 0;
  ctx.lineWidth = 30;
  ctx.lineCap = 'round';
  ctx.strokeStyle = COLORS.stone;
  ctx.beginPath();
  ctx.arc(cx, cy, radius, 0, Math.PI * 2);
  ctx.stroke();
  if (share > 0) {
    ctx.strokeStyle = share === 1 ? COLORS.done : COLORS.gold;
    ctx.beginPath();
    ctx.arc(cx, cy, radius, -Math.PI / 2, -Math.PI / 2 + Math.PI * 2 * share);
    ctx.stroke();
  }
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = COLORS.ink;
  ctx.font = `88px ${SERIF}`;
  ctx.fillText(String(facts.done), cx, cy + 18);
  ctx.fillStyle = COLORS.muted;
  ctx.font = `30px ${SANS}`;
  ctx.fillText(`of ${facts.total} perakim`, cx, cy + 66);
}

/** A shared link's image: the ring on the left; the kind, the Hebrew name and the count. */
export function drawSharedImage(facts: SharedImageFacts, programmeTitle: string): Buffer {
  const { canvas, ctx } = card(programmeTitle);
  drawRing(ctx, facts, 250, 360);

  const right = WIDTH - 64;
  const textWidth = right - 470;
  ctx.textBaseline = 'alphabetic';
  ctx.direction = 'ltr';
  ctx.textAlign = 'left';
  ctx.fillStyle = COLORS.goldInk;
  ctx.font = fittingFont(ctx, KIND_HEADINGS[facts.kind], SANS, 34, textWidth);
  ctx.fillText(KIND_HEADINGS[facts.kind], 470, 260);

  // The name right to left, its start at the right edge, as Hebrew is read.
  ctx.direction = 'rtl';
  ctx.textAlign = 'right';
  ctx.fillStyle = COLORS.ink;
  ctx.font = fittingFont(ctx, facts.name, SERIF, 84, textWidth);
  ctx.fillText(facts.name, right, 370);

  ctx.direction = 'ltr';
  ctx.textAlign = 'left';
  ctx.fillStyle = COLORS.primary;
  ctx.font = fittingFont(ctx, facts.countLine, SANS, 36, textWidth);
  ctx.fillText(facts.countLine, 470, 470);
  return canvas.toBuffer('image/png');
}

/** The image of every other page: the logo large, the name and what happens here. */
export function drawSiteImage(programmeTitle: string): Buffer {
  const { canvas, ctx } = card(null);
  drawLogo(ctx, WIDTH / 2 - 80, 70, 160);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = COLORS.primary;
  ctx.font = fittingFont(ctx, programmeTitle, SERIF, 80, WIDTH - 160);
  ctx.fillText(programmeTitle, WIDTH / 2, 330);
  ctx.fillStyle = COLORS.ink;
  ctx.font = `48px ${SERIF}`;
  ctx.fillText('Children learn the whole Mishnah every day,', WIDTH / 2, 440);
  ctx.fillStyle = COLORS.muted;
  ctx.font = `38px ${SANS}`;
  ctx.fillText('dedicated to those you love', WIDTH / 2, 510);
  return canvas.toBuffer('image/png');
}
