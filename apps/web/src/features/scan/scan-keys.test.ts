import { describe, expect, it } from 'vitest';
import { belongsToScanInput, isPrintable } from './scan-keys.ts';
import type { KeyPress } from './scan-keys.ts';

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe('keys typed away from the scan input', () => {
  it('a barcode scanned while a button has focus goes to the scan input', () => {
    for (const key of ['2', '0', 'A', 'z', '-', 'א']) {
      expect(belongsToScanInput(press(key), 'control', false)).toBe(true);
      expect(belongsToScanInput(press(key), 'page', false)).toBe(true);
    }
  });

  it('Enter, Tab and the arrows keep working where they are pressed', () => {
    for (const key of ['Enter', 'Tab', 'ArrowDown', 'Escape', 'Backspace', 'F5', 'Shift']) {
      expect(isPrintable(press(key))).toBe(false);
      expect(belongsToScanInput(press(key), 'control', false)).toBe(false);
    }
  });

  it('Space still presses a focused button, but goes to the input from the page', () => {
    expect(belongsToScanInput(press(' '), 'control', false)).toBe(false);
    expect(belongsToScanInput(press(' '), 'page', false)).toBe(true);
  });

  it('shortcuts, other text fields, an open dialog and a composing input method are left alone', () => {
    expect(belongsToScanInput(press('r', { ctrlKey: true }), 'page', false)).toBe(false);
    expect(belongsToScanInput(press('c', { metaKey: true }), 'page', false)).toBe(false);
    expect(belongsToScanInput(press('x', { altKey: true }), 'page', false)).toBe(false);
    expect(belongsToScanInput(press('5'), 'text-field', false)).toBe(false);
    expect(belongsToScanInput(press('5'), 'scan-input', false)).toBe(false);
    expect(belongsToScanInput(press('5'), 'control', true)).toBe(false);
    expect(belongsToScanInput(press('5', { isComposing: true }), 'page', false)).toBe(false);
  });
});
