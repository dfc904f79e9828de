import type { TPosCategory } from '@mise/contracts';
import { useState } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Field, Select } from '../../../components/ui/input';
import { usePosText } from '../i18n';
import { ALL_CATEGORIES, type CategoryFilter } from '../menu-filter';

/** Filters: the category shown in the grid, 'All' for every item. */
export function FiltersDialog({
  categories,
  value,
  onApply,
  onClose,
}: {
  categories: readonly TPosCategory[];
  value: CategoryFilter;
  onApply: (category: CategoryFilter) => void;
  onClose: () => void;
}) {
  const { t } = usePosText();
  const [category, setCategory] = useState(String(value));
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('filters')}
      submitLabel={t('apply')}
      size="sm"
      onSubmit={() => onApply(category === ALL_CATEGORIES ? ALL_CATEGORIES : Number(category))}
    >
      <Field label={t('category')}>
        {(ids) => (
          <Select {...ids} value={category} onChange={(e) => setCategory(e.target.value)} autoFocus>
            <option value={ALL_CATEGORIES}>{t('all')}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </FormDialog>
  );
}
