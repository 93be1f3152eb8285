import type { ChangeEvent, KeyboardEvent, ReactNode } from 'react';
import { useState } from 'react';
import type { CounterLimits } from '@clubjoin/domain/wizard/quantities';
import {
  acceptsCounterKeypress,
  countAfterAdd,
  countAfterRemove,
  counterButtons,
  typedCount,
} from '@clubjoin/domain/wizard/quantities';
import { Field } from './Field';
import { VisuallyHidden } from './VisuallyHidden';
import styles from './Counter.module.css';

export interface CounterProps {
  /** What is counted, e.g. 'Adults'; names the field. */
  label: string;
  hint?: ReactNode;
  value: number;
  limits: CounterLimits;
  onChange: (value: number) => void;
  /** The buttons' accessible names, e.g. 'Add an adult' and 'Remove an adult'. */
  addLabel: string;
  removeLabel: string;
}

/**
 * The quantity counter of product/membership-and-promotions.md#the-quantity-counter: a remove
 * button, the count and an add button. Only digits can be typed; a typed count is held to the
 * limits by the domain (above max becomes max; below min or not a number becomes min); add is
 * disabled at max and remove at min. The count is a spinbutton: ArrowUp and ArrowDown add and
 * remove, Home and End go to the limits. Every change is announced through a polite live region.
 * The field may be emptied while typing; leaving it empty gives min.
 */
export function Counter({
  label,
  hint,
  value,
  limits,
  onChange,
  addLabel,
  removeLabel,
}: CounterProps) {
  const [emptied, setEmptied] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const { addDisabled, removeDisabled } = counterButtons(value, limits);

  const change = (next: number) => {
    setEmptied(false);
    if (next === value) return;
    setAnnouncement(`${label}: ${next}`);
    onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, () => number> = {
      ArrowUp: () => countAfterAdd(value, limits),
      ArrowDown: () => countAfterRemove(value, limits),
      Home: () => limits.min,
      End: () => (Number.isFinite(limits.max) ? limits.max : value),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      change(move());
      return;
    }
    const typesCharacter = event.key.length === 1 && !event.ctrlKey && !event.metaKey;
    if (typesCharacter && !acceptsCounterKeypress(event.key)) event.preventDefault();
  };

  const onType = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    if (text === '') setEmptied(true);
    else change(typedCount(text, limits));
  };

  return (
    <Field label={label} hint={hint}>
      {(control) => (
        <div className={styles.control}>
          <button
            type="button"
            className={styles.step}
            aria-label={removeLabel}
            aria-disabled={removeDisabled}
            onClick={() => removeDisabled || change(countAfterRemove(value, limits))}
          >
            <span aria-hidden="true">−</span>
          </button>
          <input
            {...control}
            className={styles.value}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            role="spinbutton"
            aria-valuenow={value}
            aria-valuemin={limits.min}
            aria-valuemax={Number.isFinite(limits.max) ? limits.max : undefined}
            value={emptied ? '' : String(value)}
            onKeyDown={onKeyDown}
            onChange={onType}
            onBlur={() => emptied && change(typedCount('', limits))}
          />
          <button
            type="button"
            className={styles.step}
            aria-label={addLabel}
            aria-disabled={addDisabled}
            onClick={() => addDisabled || change(countAfterAdd(value, limits))}
          >
            <span aria-hidden="true">+</span>
          </button>
          <VisuallyHidden role="status">{announcement}</VisuallyHidden>
        </div>
      )}
    </Field>
  );
}
