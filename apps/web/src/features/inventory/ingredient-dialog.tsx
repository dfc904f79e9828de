import { IngredientBody, type TIngredient } from '@mise/contracts';
import { milliToDecimal, STOCK_UNITS, type StockUnit } from '@mise/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormDialog, useDialogForm } from '../../components/ui/form-dialog';
import { Field, Select, TextField } from '../../components/ui/input';
import { addIngredient, inventoryKey, updateIngredient } from './api/inventory-api';

export const UNIT_LABELS: Record<StockUnit, string> = {
  g: 'g (grams)',
  kg: 'kg (kilograms)',
  ml: 'ml (millilitres)',
  l: 'l (litres)',
  pcs: 'pcs (pieces)',
};

/** Add or edit an ingredient: its name, unit, cost per unit, low-stock level and (new) what is on hand. */
export function IngredientDialog({
  ingredient,
  onClose,
}: {
  ingredient: TIngredient | null;
  onClose: () => void;
}) {
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
      title={ingredient ? 'Update Ingredient' : 'Add Ingredient'}
      busy={form.busy}
      error={form.formError}
      onSubmit={onSubmit}
    >
      <TextField
        label="Name"
        error={form.errorFor('name')}
        inputRef={form.register('name')}
        value={name}
        onValueChange={setName}
        placeholder="e.g. Beef mince"
        autoFocus
      />
      <Field
        label="Unit"
        error={form.errorFor('unit')}
        hint="Stock, recipes and costs are kept in this unit."
      >
        {(ids) => (
          <Select
            {...ids}
            ref={form.register('unit')}
            value={unit}
            onChange={(e) => setUnit(e.target.value as StockUnit)}
          >
            {STOCK_UNITS.map((u) => (
              <option key={u} value={u}>
                {UNIT_LABELS[u]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <TextField
        label={`Cost per ${unit}`}
        error={form.errorFor('costPerUnit')}
        inputRef={form.register('costPerUnit')}
        value={cost}
        onValueChange={setCost}
        inputMode="decimal"
        placeholder="0.00"
      />
      <TextField
        label={`Low stock at (${unit})`}
        hint="At or under this the dashboard and the till warn. Leave empty for no warning."
        error={form.errorFor('lowStock')}
        inputRef={form.register('lowStock')}
        value={low}
        onValueChange={setLow}
        inputMode="decimal"
      />
      {ingredient === null ? (
        <TextField
          label={`On hand now (${unit})`}
          hint="Recorded as the opening count. Later changes go through purchases, waste and counts."
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
