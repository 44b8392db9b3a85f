import { useCallback, useLayoutEffect, useRef, useState, type ChangeEvent, type Ref } from 'react';
import { acceptNumericEntry, formatNumber, roundTo } from '../../../domain/numbers/number-format';

interface NumericEditing {
  value: number | null;
  /** Decimals accepted while typing. */
  entryDecimals: number;
  /** Decimals shown away from the field. */
  displayDecimals: number;
  /** The text as accepted (commas stripped) on every accepted keystroke. */
  onAccepted: (text: string) => void;
  /** A ref of the input's own, if the caller needs one too. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * spec 3 §5: a number field shows its value with thousands separators away from the field and the plain
 * number while it has focus; while typing only what acceptNumericEntry accepts is kept. Focusing selects
 * the whole plain number, so typing replaces it: swapping the text on focus would otherwise drop the
 * selection a tab or a select-all made, and the keystrokes would be appended to the old figure and refused.
 */
export function useNumericEditing({
  value,
  entryDecimals,
  displayDecimals,
  onAccepted,
  inputRef,
}: NumericEditing) {
  // the text being typed while the field has focus; null shows the formatted value
  const [editingText, setEditingText] = useState<string | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const selectOnRender = useRef(false);

  useLayoutEffect(() => {
    if (selectOnRender.current && editingText !== null) {
      selectOnRender.current = false;
      input.current?.select();
    }
  }, [editingText]);

  const ref = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      if (typeof inputRef === 'function') inputRef(element);
      else if (inputRef) inputRef.current = element;
    },
    [inputRef],
  );

  return {
    inputRef: ref,
    value: editingText ?? formatNumber(value, displayDecimals),
    onFocus: () => {
      selectOnRender.current = true;
      setEditingText(value === null ? '' : String(roundTo(value, entryDecimals)));
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const accepted = acceptNumericEntry(event.target.value, entryDecimals);
      if (accepted === null) return;
      setEditingText(accepted);
      onAccepted(accepted);
    },
    onBlur: () => setEditingText(null),
  };
}
