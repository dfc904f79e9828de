import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export interface Chip {
  value: number | null;
  label: string;
  /** What a screen reader says: "Seat 2", "Main course". */
  name: string;
}

/**
 * A row of toggle buttons choosing what the next items get (a seat, a course): one is pressed at a
 * time. `extra` takes the place of the buttons after the first when they would be too many.
 */
export function ChoiceChips({
  legend,
  caption,
  chips,
  value,
  onChange,
  extra,
}: {
  legend: string;
  caption: string;
  chips: Chip[];
  value: number | null;
  onChange: (value: number | null) => void;
  extra?: ReactNode;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-1">
      <legend className="sr-only">{legend}</legend>
      <span aria-hidden className="me-1 text-xs font-medium text-stone-500">
        {caption}
      </span>
      {chips.map((chip) => (
        <button
          key={chip.label}
          type="button"
          aria-pressed={value === chip.value}
          aria-label={chip.name}
          onClick={() => onChange(chip.value)}
          className={cn(
            'h-8 min-w-8 rounded-md border px-2 text-xs font-medium tabular-nums',
            value === chip.value
              ? 'border-stone-900 bg-stone-900 text-white'
              : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-50',
          )}
        >
          {chip.label}
        </button>
      ))}
      {extra}
    </fieldset>
  );
}
