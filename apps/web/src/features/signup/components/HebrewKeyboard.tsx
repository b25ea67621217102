import { useState } from 'react';
import Keyboard from 'react-simple-keyboard';
import 'react-simple-keyboard/build/css/index.css';
import { useMediaQuery } from '../../../hooks/useMediaQuery.ts';
import { cn } from '../../../lib/cn.ts';
import {
  keyboardDisplay,
  keyboardLayout,
  type KeyboardLayer,
  type KeyboardScript,
} from '../hebrew-keyboard-layout.ts';

/** The arrangement a person chose last, kept on their device for the next name they type. */
const SCRIPT_KEY = 'zechus.keyboard';
const SCRIPT_LABELS: Record<KeyboardScript, string> = {
  israeli: 'Israeli',
  phonetic: 'English letters (a–z)',
};
const savedScript = (): KeyboardScript => {
  try {
    return localStorage.getItem(SCRIPT_KEY) === 'phonetic' ? 'phonetic' : 'israeli';
  } catch {
    return 'israeli'; // storage refused (a private window): the default
  }
};

interface HebrewKeyboardProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter on the keyboard submits the step (spec §4 "Enter signals the current input"). */
  onEnter: () => void;
  id: string;
  className?: string;
}

/** The on-screen Hebrew keyboard beside the name input (spec §2, §4 "Keyboard"). */
export default function HebrewKeyboard({
  value,
  onChange,
  onEnter,
  id,
  className,
}: HebrewKeyboardProps) {
  const [layer, setLayer] = useState<KeyboardLayer>('default');
  // Opened by a tap, never drawn by the server: reading the device's choice here is safe.
  const [script, setScript] = useState<KeyboardScript>(savedScript);
  const narrow = useMediaQuery('(max-width: 639.98px)', false);
  const choose = (next: KeyboardScript) => {
    setScript(next);
    try {
      localStorage.setItem(SCRIPT_KEY, next);
    } catch {
      // Not kept: the choice still holds while the page is open.
    }
  };
  const press = (button: string) => {
    switch (button) {
      case '{shift}':
        setLayer((current) => (current === 'default' ? 'shift' : 'default'));
        return;
      case '{bksp}':
        onChange(Array.from(value).slice(0, -1).join(''));
        return;
      case '{space}':
        onChange(`${value} `);
        return;
      case '{enter}':
        onEnter();
        return;
      default:
        if (!button.startsWith('{')) onChange(value + button);
    }
  };
  return (
    <div
      id={id}
      role="group"
      aria-label="On-screen Hebrew keyboard"
      dir="ltr"
      // On a phone the keyboard takes the screen's whole width, out of the form's margins, so
      // that seven keys a row are each wider than a fingertip (44 px).
      className={cn(
        'hebrew-keyboard w-full max-sm:mx-[calc(50%-50vw)] max-sm:w-screen max-sm:px-1',
        className,
      )}
      data-layer={layer}
      data-script={script}
    >
      <div className="mb-2 flex flex-wrap gap-2" role="group" aria-label="Keyboard layout">
        {(Object.keys(SCRIPT_LABELS) as KeyboardScript[]).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={script === option}
            onClick={() => choose(option)}
            className={cn(
              'min-h-11 rounded-full border px-4 text-sm font-medium',
              script === option
                ? 'border-primary bg-primary text-white'
                : 'border-stone bg-white text-ink',
            )}
          >
            {SCRIPT_LABELS[option]}
          </button>
        ))}
      </div>
      <Keyboard
        layout={keyboardLayout(script, narrow)}
        layoutName={layer}
        display={keyboardDisplay(script, layer)}
        mergeDisplay
        onKeyPress={press}
        preventMouseDownDefault
        disableButtonHold
        buttonTheme={
          layer === 'shift' ? [{ class: 'hg-active-layer', buttons: '{shift}' }] : undefined
        }
      />
    </div>
  );
}
