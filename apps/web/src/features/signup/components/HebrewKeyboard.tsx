import { useState } from 'react';
import Keyboard from 'react-simple-keyboard';
import 'react-simple-keyboard/build/css/index.css';
import { cn } from '../../../lib/cn.ts';
import {
  HEBREW_KEYBOARD_LAYOUT,
  keyboardDisplay,
  type KeyboardLayer,
} from '../hebrew-keyboard-layout.ts';

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
      className={cn('hebrew-keyboard w-full', className)}
      data-layer={layer}
    >
      <Keyboard
        layout={HEBREW_KEYBOARD_LAYOUT}
        layoutName={layer}
        display={keyboardDisplay(layer)}
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
