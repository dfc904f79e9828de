import { MANUAL_MOVEMENT_KINDS, MovementBody, type TIngredient, type TStockMovement } from '@mise/contracts';
import {
  canAccessArea,
  compatibleUnits,
  formatMoney,
  formatQuantity,
  milliToDecimal,
  type StockUnit,
  toStockMilli,
} from '@mise/domain';
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

type ManualKind = (typeof MANUAL_MOVEMENT_KINDS)[number];

export const MOVEMENT_LABELS: Record<TStockMovement['kind'], string> = {
  purchase: 'Purchase',
  waste: 'Waste',
  count: 'Count',
  adjustment: 'Adjustment',
  sale: 'Sale',
  return: 'Return',
};

const QUANTITY_LABELS: Record<ManualKind, string> = {
  purchase: 'Quantity bought',
  waste: 'Quantity wasted',
  count: 'Counted on hand',
  adjustment: 'Change (+ or −)',
};

const signed = (milli: number, unit: StockUnit) => `${milli > 0 ? '+' : ''}${formatQuantity(milli, unit)}`;

/** One ingredient: what is on hand, a form to record a purchase, waste, count or adjustment, and its history. */
export function IngredientPage() {
  const id = Number(useParams().id);
  const ingredient = useIngredient(id);
  const movements = useMovements(id);
  const report = useInventoryReport({ type: 'today' });
  const user = useSessionUser();
  const canManage = user !== null && canAccessArea(user, 'manageInventory');
  const currency = report.data?.currency ?? 'USD';
  const money = (amount: number) => formatMoney(Math.round(amount * 100), currency);

  return (
    <div className="mx-auto max-w-6xl">
      <nav aria-label="Breadcrumb" className="mb-4 flex flex-wrap items-center gap-1 text-sm text-stone-500">
        <Link to="/dashboard/inventory" className="hover:text-stone-800 hover:underline">
          Inventory
        </Link>
        <ChevronRight className="h-4 w-4" aria-hidden />
        <span className="font-medium text-stone-800" aria-current="page">
          {ingredient.data?.name ?? '…'}
        </span>
      </nav>
      {ingredient.isPending ? (
        <LoadingState />
      ) : ingredient.isError ? (
        <ErrorState message={errorMessage(ingredient.error, 'Ingredient not found!')} />
      ) : (
        <>
          <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
            <div>
              <h1 className="text-2xl font-semibold tracking-tight text-stone-900">{ingredient.data.name}</h1>
              <p className="mt-1 text-sm text-stone-600" data-testid="on-hand">
                On hand: <strong>{formatQuantity(ingredient.data.stockMilli, ingredient.data.unit)}</strong> ·
                worth {money(ingredient.data.value)}
                {ingredient.data.lowStockMilli !== null
                  ? ` · low at ${formatQuantity(ingredient.data.lowStockMilli, ingredient.data.unit)}`
                  : ''}{' '}
                {ingredient.data.isLow ? <Badge tone="red">Low stock</Badge> : null}
              </p>
            </div>
          </div>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
            {canManage ? <MovementForm ingredient={ingredient.data} /> : null}
            <Card className={canManage ? undefined : 'lg:col-span-2'}>
              <CardHeader>
                <CardTitle>History</CardTitle>
              </CardHeader>
              {movements.isPending ? (
                <LoadingState />
              ) : movements.isError ? (
                <ErrorState message="Error loading data, Try Later!" onRetry={() => movements.refetch()} />
              ) : movements.data.length === 0 ? (
                <EmptyState title="No movements yet" />
              ) : (
                <div className="overflow-x-auto">
                  <Table aria-label="Stock history">
                    <THead>
                      <tr>
                        <TH>When</TH>
                        <TH>What</TH>
                        <TH className="text-right">Change</TH>
                        <TH className="text-right">On hand after</TH>
                        <TH>Why</TH>
                        <TH className="hidden md:table-cell">Who</TH>
                      </tr>
                    </THead>
                    <TBody>
                      {movements.data.map((m) => (
                        <TR key={m.id}>
                          <TD className="whitespace-nowrap text-stone-600">
                            {new Date(m.createdAt).toLocaleString(undefined, {
                              dateStyle: 'short',
                              timeStyle: 'short',
                            })}
                          </TD>
                          <TD>
                            {MOVEMENT_LABELS[m.kind]}
                            {m.orderId !== null ? (
                              <span className="text-stone-500"> · order #{m.orderId}</span>
                            ) : null}
                            {m.kind === 'count' && m.expectedMilli !== null ? (
                              <span className="block text-xs text-stone-500">
                                expected {formatQuantity(m.expectedMilli, ingredient.data.unit)}, counted{' '}
                                {formatQuantity(m.stockAfterMilli, ingredient.data.unit)}
                              </span>
                            ) : null}
                            {m.unitCost !== null ? (
                              <span className="block text-xs text-stone-500">
                                at {money(m.unitCost)} / {ingredient.data.unit}
                              </span>
                            ) : null}
                          </TD>
                          <TD className="text-right tabular-nums">
                            {signed(m.deltaMilli, ingredient.data.unit)}
                          </TD>
                          <TD className="text-right tabular-nums">
                            {formatQuantity(m.stockAfterMilli, ingredient.data.unit)}
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
        <CardTitle>Record stock</CardTitle>
      </CardHeader>
      <CardBody>
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Record stock">
          <Field label="Kind">
            {(ids) => (
              <Select {...ids} value={kind} onChange={(e) => setKind(e.target.value as ManualKind)}>
                {MANUAL_MOVEMENT_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {MOVEMENT_LABELS[k]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <div className="grid grid-cols-[minmax(0,1fr)_6rem] gap-2">
            <TextField
              label={QUANTITY_LABELS[kind]}
              value={quantity}
              onValueChange={setQuantity}
              inputMode="decimal"
              error={errorFor('quantity')}
            />
            <Field label="Unit">
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
              Expected {formatQuantity(ingredient.stockMilli, ingredient.unit)}
              {counted?.ok
                ? `, counted ${formatQuantity(counted.milli, ingredient.unit)}: ${
                    counted.milli === ingredient.stockMilli
                      ? 'no difference'
                      : `${counted.milli > ingredient.stockMilli ? '+' : ''}${milliToDecimal(
                          counted.milli - ingredient.stockMilli,
                        )} ${ingredient.unit}`
                  }`
                : ''}
            </p>
          ) : null}
          {kind === 'purchase' ? (
            <TextField
              label={`Unit cost (per ${ingredient.unit})`}
              hint="Optional; becomes the ingredient's cost per unit."
              value={unitCost}
              onValueChange={setUnitCost}
              inputMode="decimal"
              error={errorFor('unitCost')}
            />
          ) : null}
          <TextField
            label={kind === 'waste' || kind === 'adjustment' ? 'Reason' : 'Reason (optional)'}
            value={reason}
            onValueChange={setReason}
            error={errorFor('reason')}
            placeholder={kind === 'purchase' ? 'e.g. Delivery from supplier' : undefined}
          />
          {error && !['quantity', 'unitCost', 'reason'].includes(error.field ?? '') ? (
            <p role="alert" className="text-sm font-medium text-red-600">
              {error.message}
            </p>
          ) : null}
          <Button type="submit" loading={busy} className="w-full">
            Save {MOVEMENT_LABELS[kind].toLowerCase()}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
