import { describe, expect, it } from 'vitest';
import { AIM_BOX, aimRegion, framePoint } from './aim-region.ts';

describe('aimRegion', () => {
  it('is the framing box itself when the frame fits the view exactly', () => {
    expect(aimRegion({ width: 1000, height: 500 }, { width: 1000, height: 500 })).toEqual({
      x: 80,
      y: 140,
      width: 840,
      height: 220,
    });
  });

  it('follows the scale of a frame larger than the view', () => {
    // A 1280×960 frame in a 320×240 view: four frame pixels to a screen pixel.
    const region = aimRegion({ width: 1280, height: 960 }, { width: 320, height: 240 });
    expect(region).toEqual({
      x: Math.floor(1280 * 0.08),
      y: Math.floor(960 * 0.28),
      width: Math.ceil(1280 * 0.92) - Math.floor(1280 * 0.08),
      height: Math.ceil(960 * 0.72) - Math.floor(960 * 0.28),
    });
  });

  it('leaves out what cover cuts off: a portrait frame in a landscape view', () => {
    // A phone's rear camera held upright: 720×1280 in a 4:3 view 400×300. The frame is scaled to
    // the view's width (400/720) and its top and bottom are cut; the box is 336×132 on screen.
    const frame = { width: 720, height: 1280 };
    const region = aimRegion(frame, { width: 400, height: 300 });
    const scale = 400 / 720;
    const top = (300 - 1280 * scale) / 2;
    expect(region.x).toBe(Math.floor(32 / scale));
    expect(region.y).toBe(Math.floor((84 - top) / scale));
    expect(region.x + region.width).toBe(Math.ceil(368 / scale));
    expect(region.y + region.height).toBe(Math.ceil((216 - top) / scale));
    // Wide, as the barcode is: the region keeps the box's proportions.
    expect(region.width / region.height).toBeCloseTo(336 / 132, 1);
  });

  it('stays inside the frame when the box is larger than the picture', () => {
    const region = aimRegion(
      { width: 640, height: 480 },
      { width: 640, height: 480 },
      {
        width: 1.5,
        height: 1.5,
      },
    );
    expect(region).toEqual({ x: 0, y: 0, width: 640, height: 480 });
  });

  it('is centred', () => {
    const { x, width } = aimRegion({ width: 640, height: 480 }, { width: 390, height: 292 });
    expect(x + width / 2).toBeCloseTo(320, 0);
    expect(AIM_BOX.width).toBeLessThan(1);
  });
});

describe('framePoint', () => {
  it('is the fraction of the frame under the tap', () => {
    expect(
      framePoint({ x: 50, y: 25 }, { width: 200, height: 100 }, { width: 100, height: 50 }),
    ).toEqual({
      x: 0.5,
      y: 0.5,
    });
  });

  it('accounts for the part cover cuts off', () => {
    // 640×480 in a 300×300 view: scaled to 400×300, 50 px cut on each side.
    const point = framePoint(
      { x: 0, y: 150 },
      { width: 640, height: 480 },
      { width: 300, height: 300 },
    );
    expect(point.x).toBeCloseTo(50 / 400);
    expect(point.y).toBeCloseTo(0.5);
  });
});
