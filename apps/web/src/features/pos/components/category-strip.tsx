import type { TPosCategory } from '@mise/contracts';
import { cn } from '../../../lib/cn';
import { usePosText } from '../i18n';
import { ALL_CATEGORIES, type CategoryFilter } from '../menu-filter';

/**
 * The menu's categories as one row of large buttons that scrolls sideways (the phone POS, issue 29
 * §1): one tap shows a category, instead of the Filters dialog.
 */
export function CategoryStrip({
  categories,
  value,
  onChange,
}: {
  categories: readonly TPosCategory[];
  value: CategoryFilter;
  onChange: (category: CategoryFilter) => void;
}) {
  const { t } = usePosText();
  const chips: { id: CategoryFilter; title: string }[] = [
    { id: ALL_CATEGORIES, title: t('all') },
    ...categories,
  ];
  return (
    <fieldset className="-mx-4 min-w-0">
      <legend className="sr-only">{t('categories')}</legend>
      <div className="flex gap-2 overflow-x-auto overscroll-x-contain px-4 pb-1 [scrollbar-width:none]">
        {chips.map((c) => (
          <button
            key={c.id}
            type="button"
            aria-pressed={value === c.id}
            onClick={() => onChange(c.id)}
            className={cn(
              'h-11 shrink-0 rounded-full border px-4 text-sm font-medium whitespace-nowrap',
              value === c.id
                ? 'border-stone-900 bg-stone-900 text-white'
                : 'border-stone-300 bg-white text-stone-800 active:bg-stone-100',
            )}
          >
            {c.title}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
