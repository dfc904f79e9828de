import { MANUAL_MOVEMENT_KINDS, MovementBody, type TIngredient, type TStockMovement } from '@mise/contracts';
import { canAccessArea, compatibleUnits, type StockUnit, toStockMilli } from '@mise/domain';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '../../components/ui/card';
import { Field, Select, TextField } from '../../components/ui/input';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { Table, TBody, TD, TH, THead, TR } from '../../components/ui/table';
import { useFormat } from '../../i18n/format';
import { errorMessage } from '../../lib/api-client';
import { useSessionUser } from '../../lib/session';
import { withToast } from '../../lib/toast';
import { validate } from '../../lib/validate';
import {
  inventoryKey,
  recordMovement,
  useIngredient,
  useInventoryReport,
  useMovements,
} from './api/inventory-api';
import { useInventoryText } from './i18n';
import { useQuantity } from './quantity';

type ManualKind = (typeof MANUAL_MOVEMENT_KINDS)[number];

/** Each movement kind's catalogue key ("Purchase"). */
export const MOVEMENT_LABELS: Record<TStockMovement['kind'], string> = {
  purchase: 'movementPurchase',
  waste: 'movementWaste',
  count: 'movementCount',
  adjustment: 'movementAdjustment',
  sale: 'movementSale',
  return: 'movementReturn',
};

/** The quantity field's catalogue key per kind. */
const QUANTITY_LABELS: Record<ManualKind, string> = {
  purchase: 'quantityBought',
  waste: 'quantityWasted',
  count: 'countedOnHand',
  adjustment: 'quantityChange',
};

/** The fields that show their own error; any other shows under the form. */
const FIELDS_WITH_ERRORS = ['quantity', 'unitCost', 'reason'];

/** The save button's catalogue key per kind ("Save purchase"). */
const SAVE_LABELS: Record<ManualKind, string> = {
  purchase: 'savePurchase',
  waste: 'saveWaste',
  count: 'saveCount',
  adjustment: 'saveAdjustment',
};

/** One ingredient: what is on hand, a form to record a purchase, waste, count or adjustment, and its history. */
export function IngredientPage() {
  const { t } = useInventoryText();
  const format = useFormat();
  const { quantity, signed } = useQuantity();
  const id = Number(useParams().id);
  const ingredient = useIngredient(id);
  const movements = useMovements(id);
  const report = useInventoryReport({ type: 'today' });
  const user = useSessionUser();
  const canManage = user !== null && canAccessArea(user, 'manageInventory');
  const currency = report.data?.currency ?? 'USD';
  const money = (amount: number) => format.money(Math.round(amount * 100), currency);

  return (
    <div className="mx-auto max-w-6xl">
      <nav
        aria-label={t('breadcrumb')}
        className="mb-4 flex flex-wrap items-center gap-1 text-sm text-stone-500"
      >
        <Link to="/dashboard/inventory" className="hover:text-stone-800 hover:underline">
          {t('inventory')}
        </Link>
        <ChevronRight className="h-4 w-4 rtl:rotate-180" aria-hidden />
        <span className="font-medium text-stone-800" aria-current="page">
          {ingredient.data?.name ?? '…'}
        </span>
      </nav>
      {ingredient.isPending ? (
        <LoadingState />
      ) : ingredient.isError ? (
        <ErrorState message={errorMessage(ingredient.error, t('ingredientNotFound'))} />
      ) : (
        <>
          <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
            <div>
              <h1 className="text-2xl font-semibold tracking-tight text-stone-900">{ingredient.data.name}</h1>
              <p className="mt-1 text-sm text-stone-600" data-testid="on-hand">
                {t('onHandColon')}{' '}
                <strong>{quantity(ingredient.data.stockMilli, ingredient.data.unit)}</strong> ·{' '}
                {t('worth', { value: money(ingredient.data.value) })}
                {ingredient.data.lowStockMilli !== null
                  ? ` · ${t('lowAtQuantity', { quantity: quantity(ingredient.data.lowStockMilli, ingredient.data.unit) })}`
                  : ''}{' '}
                {ingredient.data.isLow ? <Badge tone="red">{t('lowStock')}</Badge> : null}
              </p>
            </div>
          </div>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
            {canManage ? <MovementForm ingredient={ingredient.data} /> : null}
            <Card className={canManage ? undefined : 'lg:col-span-2'}>
              <CardHeader>
                <CardTitle>{t('history')}</CardTitle>
              </CardHeader>
              {movements.isPending ? (
                <LoadingState />
              ) : movements.isError ? (
                <ErrorState message={t('errorLoading')} onRetry={() => movements.refetch()} />
              ) : movements.data.length === 0 ? (
                <EmptyState title={t('noMovementsYet')} />
              ) : (
                <div className="overflow-x-auto">
                  <Table aria-label={t('stockHistory')}>
                    <THead>
                      <tr>
                        <TH>{t('when')}</TH>
                        <TH>{t('what')}</TH>
                        <TH className="text-end">{t('change')}</TH>
                        <TH className="text-end">{t('onHandAfter')}</TH>
                        <TH>{t('why')}</TH>
                        <TH className="hidden md:table-cell">{t('who')}</TH>
                      </tr>
                    </THead>
                    <TBody>
                      {movements.data.map((m) => (
                        <TR key={m.id}>
                          <TD className="whitespace-nowrap text-stone-600">
                            {format.date(m.createdAt, { dateStyle: 'short', timeStyle: 'short' })}
                          </TD>
                          <TD>
                            {t(MOVEMENT_LABELS[m.kind])}
                            {m.orderId !== null ? (
                              <span className="text-stone-500">
                                {' '}
                                · {t('orderNumber', { order: m.orderId })}
                              </span>
                            ) : null}
                            {m.kind === 'count' && m.expectedMilli !== null ? (
                              <span className="block text-xs text-stone-500">
                                {t('expectedCounted', {
                                  expected: quantity(m.expectedMilli, ingredient.data.unit),
                                  counted: quantity(m.stockAfterMilli, ingredient.data.unit),
                                })}
                              </span>
                            ) : null}
                            {m.unitCost !== null ? (
                              <span className="block text-xs text-stone-500">
                                {t('atCost', { cost: money(m.unitCost), unit: ingredient.data.unit })}
                              </span>
                            ) : null}
                          </TD>
                          <TD className="text-end tabular-nums">
                            {signed(m.deltaMilli, ingredient.data.unit)}
                          </TD>
                          <TD className="text-end tabular-nums">
                            {quantity(m.stockAfterMilli, ingredient.data.unit)}
                          </TD>
                          <TD className="text-stone-700">{m.reason ?? '—'}</TD>
                          <TD className="hidden text-stone-600 md:table-cell">{m.userName ?? '—'}</TD>
                        </TR>
                      ))}
                    </TBody>
                  </Table>
                </div>
              )}
            </Card>
          </div>
        </>
      )}
    </div>
  );
}

/** Records a purchase (with its unit cost), waste, count (showing expected against counted) or adjustment. */
function MovementForm({ ingredient }: { ingredient: TIngredient }) {
  const { t } = useInventoryText();
  const { quantity: formatQuantity, signed } = useQuantity();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<ManualKind>('purchase');
  const [quantity, setQuantity] = useState('');
  const [unit, setUnit] = useState<StockUnit>(ingredient.unit);
  const [unitCost, setUnitCost] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<{ field: string | null; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const counted = kind === 'count' && quantity !== '' ? toStockMilli(quantity, unit, ingredient.unit) : null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      kind,
      quantity,
      unit,
      unitCost: kind === 'purchase' && unitCost !== '' ? unitCost : null,
      reason: reason || null,
    };
    const check = validate(MovementBody, body);
    if (!check.ok) {
      setError({ field: check.field, message: check.message });
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await withToast(recordMovement(ingredient.id, body));
      setQuantity('');
      setUnitCost('');
      setReason('');
      await queryClient.invalidateQueries({ queryKey: inventoryKey });
    } catch {
      // the toast told the user
    } finally {
      setBusy(false);
    }
  };
  const errorFor = (field: string) => (error?.field === field ? error.message : null);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('recordStock')}</CardTitle>
      </CardHeader>
      <CardBody>
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t('recordStock')}>
          <Field label={t('kind')}>
            {(ids) => (
              <Select {...ids} value={kind} onChange={(e) => setKind(e.target.value as ManualKind)}>
                {MANUAL_MOVEMENT_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(MOVEMENT_LABELS[k])}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <div className="grid grid-cols-[minmax(0,1fr)_6rem] gap-2">
            <TextField
              label={t(QUANTITY_LABELS[kind])}
              value={quantity}
              onValueChange={setQuantity}
              inputMode="decimal"
              error={errorFor('quantity')}
            />
            <Field label={t('unit')}>
              {(ids) => (
                <Select {...ids} value={unit} onChange={(e) => setUnit(e.target.value as StockUnit)}>
                  {compatibleUnits(ingredient.unit).map((u) => (
                    <option key={u} value={u}>
                      {u}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
          {kind === 'count' ? (
            <p className="rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-700" aria-live="polite">
              {counted?.ok
                ? t('expectedCountedDifference', {
                    expected: formatQuantity(ingredient.stockMilli, ingredient.unit),
                    counted: formatQuantity(counted.milli, ingredient.unit),
                    difference:
                      counted.milli === ingredient.stockMilli
                        ? t('noDifference')
                        : signed(counted.milli - ingredient.stockMilli, ingredient.unit),
                  })
                : t('expectedOnly', { expected: formatQuantity(ingredient.stockMilli, ingredient.unit) })}
            </p>
          ) : null}
          {kind === 'purchase' ? (
            <TextField
              label={t('unitCostPer', { unit: ingredient.unit })}
              hint={t('unitCostHint')}
              value={unitCost}
              onValueChange={setUnitCost}
              inputMode="decimal"
              error={errorFor('unitCost')}
            />
          ) : null}
          <TextField
            label={kind === 'waste' || kind === 'adjustment' ? t('reason') : t('reasonOptional')}
            value={reason}
            onValueChange={setReason}
            error={errorFor('reason')}
            placeholder={kind === 'purchase' ? t('reasonPlaceholder') : undefined}
          />
          {error && !FIELDS_WITH_ERRORS.includes(error.field ?? '') ? (
            <p role="alert" className="text-sm font-medium text-red-600">
              {error.message}
            </p>
          ) : null}
          <Button type="submit" loading={busy} className="w-full">
            {t(SAVE_LABELS[kind])}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
