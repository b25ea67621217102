/**
 * Where the camera's picture and the viewfinder meet. The <video> fills the viewfinder with
 * `object-fit: cover` (the picture is scaled to fill it and the overflow cut off), so a place on
 * the screen and a pixel of the frame differ by a scale and an offset worked out here.
 */

/** The framing rectangle, as fractions of the viewfinder, centred: wide, as a barcode is. */
export const AIM_BOX = { width: 0.84, height: 0.44 } as const;

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface Rect extends Point, Size {}

/** How `object-fit: cover` places a frame in a view: scale, and where the frame's corner lands. */
function cover(frame: Size, view: Size) {
  const scale = Math.max(view.width / frame.width, view.height / frame.height);
  return {
    scale,
    left: (view.width - frame.width * scale) / 2,
    top: (view.height - frame.height * scale) / 2,
  };
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * The part of the frame, in its own pixels, that shows inside the framing rectangle: only that is
 * read, so the teacher picks one barcode of a sheet that has several by aiming at it.
 */
export function aimRegion(frame: Size, view: Size, box: Size = AIM_BOX): Rect {
  const { scale, left, top } = cover(frame, view);
  const boxLeft = (view.width * (1 - box.width)) / 2;
  const boxTop = (view.height * (1 - box.height)) / 2;
  const x0 = clamp((boxLeft - left) / scale, 0, frame.width);
  const y0 = clamp((boxTop - top) / scale, 0, frame.height);
  const x1 = clamp((boxLeft + view.width * box.width - left) / scale, 0, frame.width);
  const y1 = clamp((boxTop + view.height * box.height - top) / scale, 0, frame.height);
  const x = Math.floor(x0);
  const y = Math.floor(y0);
  return { x, y, width: Math.ceil(x1) - x, height: Math.ceil(y1) - y };
}

/**
 * A point tapped on the viewfinder (px from its top-left corner) as a fraction of the frame, 0–1
 * each way: what a camera's `pointsOfInterest` takes.
 */
export function framePoint(tap: Point, frame: Size, view: Size): Point {
  const { scale, left, top } = cover(frame, view);
  return {
    x: clamp((tap.x - left) / scale / frame.width, 0, 1),
    y: clamp((tap.y - top) / scale / frame.height, 0, 1),
  };
}
