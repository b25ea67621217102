import { useState } from 'react';
import Keyboard from 'react-simple-keyboard';
import 'react-simple-keyboard/build/css/index.css';
import hebrew from 'simple-keyboard-layouts/build/layouts/hebrew';

/** The hebrew layout of simple-keyboard-layouts without Tab and ".com", plus geresh and gershayim. */
const clean = (rows: string[]): string[] =>
  rows.map((row, index) =>
    index === rows.length - 1
      ? '\u05F3 \u05F4 {space}'
      : row
          .split(' ')
          .filter((key) => key !== '' && key !== '{tab}')
          .join(' '),
  );

const layout = {
  default: clean(hebrew.layout.default ?? []),
  shift: clean(hebrew.layout.shift ?? []),
};

const display = {
  '{bksp}': '⌫',
  '{enter}': 'Enter',
  '{shift}': '⇧',
  '{lock}': '⇪',
  '{space}': 'רווח',
};

interface HebrewKeyboardProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter on the keyboard submits the step (spec §4 "Enter signals the current input"). */
  onEnter: () => void;
  id: string;
}

/** The on-screen Hebrew keyboard beside the name input (spec §2, §4 "Keyboard"). */
export default function HebrewKeyboard({ value, onChange, onEnter, id }: HebrewKeyboardProps) {
  const [layer, setLayer] = useState<'default' | 'shift'>('default');
  const press = (button: string) => {
    switch (button) {
      case '{shift}':
      case '{lock}':
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
      className="hebrew-keyboard mt-3 w-full max-w-2xl"
      data-layer={layer}
    >
      <Keyboard
        layout={layout}
        layoutName={layer}
        display={display}
        mergeDisplay
        onKeyPress={press}
        preventMouseDownDefault
        disableButtonHold
        buttonTheme={[
          { class: 'hg-active-layer', buttons: layer === 'shift' ? '{shift} {lock}' : '' },
        ].filter((theme) => theme.buttons !== '')}
      />
    </div>
  );
}
