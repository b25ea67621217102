import { useEffect, useState } from 'react';
import { setMuted } from '../tones.ts';

const KEY = 'zechus-station-muted';

const savedMuted = (): boolean => {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
};

/** The station's mute switch, kept on this device (a quiet room mutes once, not every morning). */
export function useMuted(): [boolean, (muted: boolean) => void] {
  const [muted, setState] = useState(savedMuted);
  useEffect(() => {
    setMuted(muted);
    try {
      localStorage.setItem(KEY, muted ? '1' : '0');
    } catch {
      // Storage refused: the switch still works for this visit.
    }
  }, [muted]);
  return [muted, setState];
}
