import { RecipeBody, type TIngredient, type TMenuItem, type TRecipe } from '@mise/contracts';
import { canAccessArea, compatibleUnits, milliToDecimal, type StockUnit } from '@mise/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Input, Select } from '../../components/ui/input';
import { QueryCard } from '../../components/ui/query-card';
import { useSessionUser } from '../../lib/session';
import { withToast } from '../../lib/toast';
import { validate } from '../../lib/validate';
import { recipeKey, saveRecipe, useIngredients, useRecipe } from './api/inventory-api';
import { useInventoryText } from './i18n';

interface Row {
  key: number;
  /** 'item', 'variant:ID' or 'addon:ID'. */
  target: string;
  ingredientId: string;
  quantity: string;
  unit: StockUnit;
}

let nextKey = 1;

/**
 * What one portion of the dish, each of its variants and each of its addons uses of the store's
 * ingredients (issue 20 §2). Orders take it from stock; shown to whoever sees the inventory.
 */
export function RecipeCard({ item }: { item: TMenuItem }) {
  const user = useSessionUser();
  if (!user || !canAccessArea(user, 'inventory')) return null;
  return <RecipeCardBody item={item} canManage={canAccessArea(user, 'manageInventory')} />;
}

function RecipeCardBody({ item, canManage }: { item: TMenuItem; canManage: boolean }) {
  const { t } = useInventoryText();
  const recipe = useRecipe(item.id);
  const ingredients = useIngredients();
  return (
    <QueryCard title={t('recipe')} query={recipe}>
      {(data) =>
        ingredients.data ? (
          <RecipeForm
            key={JSON.stringify(data)}
            item={item}
            recipe={data}
            ingredients={ingredients.data}
            canManage={canManage}
          />
        ) : null
      }
    </QueryCard>
  );
}

function RecipeForm({
  item,
  recipe,
  ingredients,
  canManage,
}: {
  item: TMenuItem;
  recipe: TRecipe;
  ingredients: TIngredient[];
  canManage: boolean;
}) {
  const { t } = useInventoryText();
  const queryClient = useQueryClient();
  const byId = new Map(ingredients.map((i) => [i.id, i]));
  const [rows, setRows] = useState<Row[]>(() =>
    recipe.lines.map((line) => ({
      key: nextKey++,
      target: line.kind === 'item' ? 'item' : `${line.kind}:${line.targetId}`,
      ingredientId: String(line.ingredientId),
      quantity: milliToDecimal(line.quantityMilli),
      unit: line.unit,
    })),
  );
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const targets = [
    { value: 'item', label: t('targetDish', { title: item.title }) },
    ...item.variants.map((v) => ({
      value: `variant:${v.id}`,
      label: t('targetVariant', { title: v.title }),
    })),
    ...item.addons.map((a) => ({ value: `addon:${a.id}`, label: t('targetAddon', { title: a.title }) })),
  ];
  const update = (key: number, change: Partial<Row>) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...change } : row)));

  if (ingredients.length === 0)
    return (
      <p className="text-sm text-stone-600">
        {t('recipeNoIngredientsBefore')}{' '}
        <Link to="/dashboard/inventory" className="font-medium text-brand-800 underline">
          {t('inventory')}
        </Link>
        {t('recipeNoIngredientsAfter')}
      </p>
    );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      lines: rows.map((row) => {
        const [kind, targetId] = row.target.split(':');
        return {
          kind: kind as 'item' | 'variant' | 'addon',
          targetId: targetId ? Number(targetId) : null,
          ingredientId: Number(row.ingredientId),
          quantity: row.quantity,
          unit: row.unit,
        };
      }),
    };
    const check = validate(RecipeBody, body);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await withToast(saveRecipe(item.id, body));
      await queryClient.invalidateQueries({ queryKey: recipeKey(item.id) });
    } catch {
      // the toast told the user
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('recipe')} className="space-y-3">
      <p className="text-sm text-stone-600">{t('recipeHint')}</p>
      {rows.length === 0 ? <p className="text-sm text-stone-500">{t('recipeEmpty')}</p> : null}
      <ul className="space-y-2">
        {rows.map((row, index) => {
          const ingredient = byId.get(Number(row.ingredientId));
          const units = ingredient ? compatibleUnits(ingredient.unit) : [row.unit];
          const n = index + 1;
          return (
            <li
              key={row.key}
              className="grid grid-cols-2 gap-2 sm:grid-cols-[minmax(0,1.2fr)_minmax(0,1.2fr)_6rem_5rem_auto]"
            >
              <Select
                aria-label={t('lineUsedBy', { n })}
                value={row.target}
                disabled={!canManage}
                onChange={(e) => update(row.key, { target: e.target.value })}
              >
                {targets.map((target) => (
                  <option key={target.value} value={target.value}>
                    {target.label}
                  </option>
                ))}
              </Select>
              <Select
                aria-label={t('lineIngredient', { n })}
                value={row.ingredientId}
                disabled={!canManage}
                onChange={(e) => {
                  const chosen = byId.get(Number(e.target.value));
                  update(row.key, { ingredientId: e.target.value, unit: chosen?.unit ?? row.unit });
                }}
              >
                {ingredients.map((i) => (
                  <option key={i.id} value={i.id}>
                    {i.name}
                  </option>
                ))}
              </Select>
              <Input
                aria-label={t('lineQuantity', { n })}
                inputMode="decimal"
                value={row.quantity}
                disabled={!canManage}
                onChange={(e) => update(row.key, { quantity: e.target.value })}
              />
              <Select
                aria-label={t('lineUnit', { n })}
                value={row.unit}
                disabled={!canManage}
                onChange={(e) => update(row.key, { unit: e.target.value as StockUnit })}
              >
                {units.map((u) => (
                  <option key={u} value={u}>
                    {u}
                  </option>
                ))}
              </Select>
              {canManage ? (
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={t('removeLine', { n })}
                  onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
                >
                  <Trash2 className="h-4 w-4 text-red-600" />
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-600">
          {error}
        </p>
      ) : null}
      {canManage ? (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() =>
              setRows((all) => [
                ...all,
                {
                  key: nextKey++,
                  target: 'item',
                  ingredientId: String(ingredients[0].id),
                  quantity: '',
                  unit: ingredients[0].unit,
                },
              ])
            }
          >
            <Plus className="h-4 w-4" aria-hidden /> {t('addIngredient')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('saveRecipe')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
