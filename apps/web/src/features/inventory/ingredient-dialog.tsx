import { IngredientBody, type TIngredient } from '@mise/contracts';
import { milliToDecimal, STOCK_UNITS, type StockUnit } from '@mise/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormDialog, useDialogForm } from '../../components/ui/form-dialog';
import { Field, Select, TextField } from '../../components/ui/input';
import { addIngredient, inventoryKey, updateIngredient } from './api/inventory-api';
import { useInventoryText } from './i18n';

/** Each unit's catalogue key ("kg (kilograms)"). */
export const UNIT_LABELS: Record<StockUnit, string> = {
  g: 'unitG',
  kg: 'unitKg',
  ml: 'unitMl',
  l: 'unitL',
  pcs: 'unitPcs',
};

/** Add or edit an ingredient: its name, unit, cost per unit, low-stock level and (new) what is on hand. */
export function IngredientDialog({
  ingredient,
  onClose,
}: {
  ingredient: TIngredient | null;
  onClose: () => void;
}) {
  const { t } = useInventoryText();
  const queryClient = useQueryClient();
  const form = useDialogForm<'name' | 'unit' | 'costPerUnit' | 'lowStock' | 'stock'>();
  const [name, setName] = useState(ingredient?.name ?? '');
  const [unit, setUnit] = useState<StockUnit>(ingredient?.unit ?? 'kg');
  const [cost, setCost] = useState(ingredient ? String(ingredient.costPerUnit) : '');
  const [low, setLow] = useState(
    ingredient?.lowStockMilli === null || ingredient === null ? '' : milliToDecimal(ingredient.lowStockMilli),
  );
  const [stock, setStock] = useState('');

  const onSubmit = async () => {
    const body = {
      name,
      unit,
      costPerUnit: cost === '' ? 0 : cost,
      lowStock: low === '' ? null : low,
      ...(ingredient === null && stock !== '' ? { stock } : {}),
    };
    const ok = await form.submit(IngredientBody, body, () =>
      ingredient ? updateIngredient(ingredient.id, body) : addIngredient(body),
    );
    if (!ok) return;
    await queryClient.invalidateQueries({ queryKey: inventoryKey });
    onClose();
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={ingredient ? t('updateIngredient') : t('addIngredientTitle')}
      busy={form.busy}
      error={form.formError}
      onSubmit={onSubmit}
    >
      <TextField
        label={t('name')}
        error={form.errorFor('name')}
        inputRef={form.register('name')}
        value={name}
        onValueChange={setName}
        placeholder={t('namePlaceholder')}
        autoFocus
      />
      <Field label={t('unit')} error={form.errorFor('unit')} hint={t('unitHint')}>
        {(ids) => (
          <Select
            {...ids}
            ref={form.register('unit')}
            value={unit}
            onChange={(e) => setUnit(e.target.value as StockUnit)}
          >
            {STOCK_UNITS.map((u) => (
              <option key={u} value={u}>
                {t(UNIT_LABELS[u])}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <TextField
        label={t('costPer', { unit })}
        error={form.errorFor('costPerUnit')}
        inputRef={form.register('costPerUnit')}
        value={cost}
        onValueChange={setCost}
        inputMode="decimal"
        placeholder="0.00"
      />
      <TextField
        label={t('lowStockAt', { unit })}
        hint={t('lowStockHint')}
        error={form.errorFor('lowStock')}
        inputRef={form.register('lowStock')}
        value={low}
        onValueChange={setLow}
        inputMode="decimal"
      />
      {ingredient === null ? (
        <TextField
          label={t('onHandNow', { unit })}
          hint={t('onHandNowHint')}
          error={form.errorFor('stock')}
          inputRef={form.register('stock')}
          value={stock}
          onValueChange={setStock}
          inputMode="decimal"
        />
      ) : null}
    </FormDialog>
  );
}
