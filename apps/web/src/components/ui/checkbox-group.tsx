import { useId } from 'react';
import { useCommonText } from '../../i18n/app-i18n';

/**
 * A labelled group of checkboxes choosing some ids of a list (the categories of a station, the
 * stations of a printer). Plain inputs in a fieldset: the keyboard and screen readers know them.
 */
export function CheckboxGroup({
  legend,
  hint,
  options,
  selected,
  onChange,
  empty,
}: {
  legend: string;
  hint?: string;
  options: Array<{ id: number; label: string; detail?: string }>;
  selected: number[];
  onChange: (ids: number[]) => void;
  empty?: string;
}) {
  const { t } = useCommonText();
  const base = useId();
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...selected, id] : selected.filter((existing) => existing !== id));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-stone-800">{legend}</legend>
      {hint ? <p className="text-xs text-stone-500">{hint}</p> : null}
      {options.length === 0 ? (
        <p className="text-sm text-stone-500">{empty ?? t('nothingToChoose')}</p>
      ) : (
        <div className="grid max-h-56 gap-1 overflow-y-auto sm:grid-cols-2">
          {options.map((option) => {
            const id = `${base}-${option.id}`;
            return (
              <label
                key={option.id}
                htmlFor={id}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-stone-50"
              >
                <input
                  id={id}
                  type="checkbox"
                  className="h-4 w-4 accent-brand-600"
                  checked={selected.includes(option.id)}
                  onChange={(event) => toggle(option.id, event.target.checked)}
                />
                <span className="text-sm text-stone-800">
                  {option.label}
                  {option.detail ? (
                    <span className="block text-xs text-stone-500">{option.detail}</span>
                  ) : null}
                </span>
              </label>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
