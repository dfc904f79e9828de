import type { TOrder, TOrderGroup } from '@mise/contracts';
import { MANAGER_APPROVAL_CODE } from '@mise/contracts/approval-codes';
import {
  checkDiscount,
  type Discount,
  discountAmountOf,
  discountShareOf,
  formatMoney,
  isManager,
} from '@mise/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field, Input, Select } from '../../components/ui/input';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useSessionUser } from '../../lib/session';
import { hasCredentials, ManagerApprovalFields, NO_CREDENTIALS } from '../approvals/manager-approval-fields';
import { isPaid } from '../orders/order-status';
import { parseAmountInput } from '../payments/amount-input';
import { DEFAULT_CHECKOUT_SETTINGS, useCheckoutSettings } from '../payments/api/checkout-settings-api';
import { amountToMinor } from '../print/receipt-model';
import { applyDiscount, type DiscountTarget, removeDiscount, useDiscountReasons } from './api/discounts-api';

const ACTION_ERROR = 'Error processing your request, Please try later!';
const PROBLEM_TEXT = {
  discountNotPositive: 'The discount must be more than zero!',
  discountOverHundredPercent: 'A discount cannot be more than 100%!',
  discountOverTotal: 'The discount is more than what it applies to!',
} as const;

const targetKey = (t: DiscountTarget) => (t.lineId === null ? `order-${t.orderId}` : `line-${t.lineId}`);

interface TargetOption {
  key: string;
  target: DiscountTarget;
  label: string;
  /** What a discount here would reduce, in minor units. */
  base: number;
  current: TOrder['discount'];
}

/** Every order of the group still open to a discount, and each of its lines that is not cancelled. */
function targetsOf(group: TOrderGroup): TargetOption[] {
  return group.orders
    .filter((order) => !isPaid(order.payment_status))
    .flatMap((order) => {
      // A voided line is gone and a comped one already free: neither takes a discount.
      const lines = order.items.filter((item) => item.status !== 'cancelled' && item.adjustment === null);
      const orderBase = lines.reduce(
        (sum, item) => sum + amountToMinor(item.line_total) - amountToMinor(item.discount?.amount ?? 0),
        0,
      );
      const token = `#${order.token_no ?? order.id}`;
      return [
        {
          key: targetKey({ orderId: order.id, lineId: null }),
          target: { orderId: order.id, lineId: null },
          label: `Whole order ${token}`,
          base: orderBase,
          current: order.discount,
        },
        ...lines.map((item) => ({
          key: targetKey({ orderId: order.id, lineId: item.id }),
          target: { orderId: order.id, lineId: item.id },
          label: `${item.quantity} x ${item.item_title} (${token})`,
          base: amountToMinor(item.line_total),
          current: item.discount,
        })),
      ];
    });
}

/**
 * A discount on a whole order or one of its lines: percent or amount, with one of the store's
 * reasons. It shows what it takes off before it is given; above the store's limit a manager
 * approves (their username and password, asked on the spot unless the user is one). The server
 * decides and prices the order again; the Orders screen follows live.
 */
export function DiscountDialog({
  group,
  initial,
  currency,
  onClose,
}: {
  group: TOrderGroup;
  initial: DiscountTarget | null;
  currency: string;
  onClose: () => void;
}) {
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const reasons = useDiscountReasons();
  const limit = Math.round((useCheckoutSettings().data ?? DEFAULT_CHECKOUT_SETTINGS).discount_limit * 100);
  const targets = useMemo(() => targetsOf(group), [group]);
  const [form, setForm] = useState(() => ({
    targetKey: initial ? targetKey(initial) : (targets[0]?.key ?? ''),
    kind: 'percent' as Discount['kind'],
    value: '',
    reasonId: '',
  }));
  const [manager, setManager] = useState(NO_CREDENTIALS);
  const [askManager, setAskManager] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const kindId = useId();
  const money = (minor: number) => formatMoney(minor, currency);

  const option = targets.find((t) => t.key === form.targetKey) ?? null;
  const value = parseAmountInput(form.value);
  const discount: Discount | null = value === null ? null : { kind: form.kind, value };
  const problem = discount && option ? checkDiscount(discount, option.base) : null;
  const takesOff = discount && option && !problem ? discountAmountOf(discount, option.base) : null;
  const overLimit = Boolean(discount && option && !problem && discountShareOf(discount, option.base) > limit);
  const needsManager = (overLimit && !(user && isManager(user))) || askManager;

  const done = async (message: string) => {
    toast.success(message);
    await queryClient.invalidateQueries({ queryKey: ['orders'] });
    onClose();
  };

  const submit = async () => {
    if (!option || !discount) return;
    setBusy(true);
    setError(null);
    try {
      const result = await applyDiscount(option.target, {
        kind: discount.kind,
        value: form.value,
        reasonId: Number(form.reasonId),
        approval: needsManager ? manager : null,
      });
      await done(result.message);
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === MANAGER_APPROVAL_CODE) setAskManager(true);
      setError(errorMessage(caught, ACTION_ERROR));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!option) return;
    setBusy(true);
    setError(null);
    try {
      await done((await removeDiscount(option.target)).message);
    } catch (caught) {
      setError(errorMessage(caught, ACTION_ERROR));
    } finally {
      setBusy(false);
    }
  };

  const ready =
    option !== null &&
    discount !== null &&
    problem === null &&
    form.reasonId !== '' &&
    (!needsManager || hasCredentials(manager));

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title="Discount"
      description="Take a percent or an amount off a whole order or one line."
      size="sm"
      footer={
        <>
          {option?.current ? (
            <Button variant="outline" className="mr-auto" onClick={remove} disabled={busy}>
              Remove discount
            </Button>
          ) : null}
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Close
          </Button>
          <Button onClick={submit} disabled={!ready || busy} loading={busy}>
            Apply discount
          </Button>
        </>
      }
    >
      {targets.length === 0 ? (
        <p className="text-sm text-stone-600">Every order of this table is paid: nothing left to discount.</p>
      ) : (
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (ready && !busy) void submit();
          }}
        >
          <Field label="Apply to">
            {(ids) => (
              <Select
                {...ids}
                value={form.targetKey}
                onChange={(e) => setForm((f) => ({ ...f, targetKey: e.target.value }))}
              >
                {targets.map((t) => (
                  <option key={t.key} value={t.key}>
                    {t.label} · {money(t.base)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {option?.current ? (
            <p
              className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
              data-testid="current-discount"
            >
              Now:{' '}
              {option.current.kind === 'percent'
                ? `${option.current.value}%`
                : money(amountToMinor(option.current.value))}{' '}
              off ({option.current.reason}). A new discount replaces it.
            </p>
          ) : null}
          <fieldset>
            <legend id={kindId} className="mb-1.5 block text-sm font-medium text-stone-700">
              Discount
            </legend>
            <div className="flex gap-2">
              <div className="flex shrink-0 rounded-lg border border-stone-300 p-0.5">
                {(['percent', 'amount'] as const).map((kind) => (
                  <Button
                    key={kind}
                    size="sm"
                    variant={form.kind === kind ? 'secondary' : 'ghost'}
                    aria-pressed={form.kind === kind}
                    onClick={() => setForm((f) => ({ ...f, kind }))}
                  >
                    {kind === 'percent' ? 'Percent %' : 'Amount'}
                  </Button>
                ))}
              </div>
              <Input
                aria-labelledby={kindId}
                aria-describedby={`${kindId}-preview`}
                aria-invalid={Boolean(form.value && (value === null || problem))}
                inputMode="decimal"
                placeholder={form.kind === 'percent' ? 'e.g. 10' : 'e.g. 5.00'}
                value={form.value}
                onChange={(e) => setForm((f) => ({ ...f, value: e.target.value }))}
              />
            </div>
            <p id={`${kindId}-preview`} className="mt-1.5 text-sm" aria-live="polite">
              {form.value === '' ? (
                <span className="text-stone-500">What it takes off shows here.</span>
              ) : value === null ? (
                <span className="font-medium text-red-600">Please enter a valid discount!</span>
              ) : problem ? (
                <span className="font-medium text-red-600">{PROBLEM_TEXT[problem]}</span>
              ) : (
                <span className="text-stone-700" data-testid="discount-preview">
                  Takes {money(takesOff ?? 0)} off {money(option?.base ?? 0)}
                  {overLimit ? ` · above the store's ${limit / 100}% limit` : ''}
                </span>
              )}
            </p>
          </fieldset>
          <Field label="Reason">
            {(ids) => (
              <Select
                {...ids}
                value={form.reasonId}
                onChange={(e) => setForm((f) => ({ ...f, reasonId: e.target.value }))}
                disabled={reasons.isPending}
              >
                <option value="">
                  {reasons.isError ? 'Reasons could not be loaded' : 'Choose a reason'}
                </option>
                {(reasons.data ?? []).map((reason) => (
                  <option key={reason.id} value={reason.id}>
                    {reason.title}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {needsManager ? (
            <ManagerApprovalFields
              explanation="This discount is above the store's limit: a manager approves it with their username and password."
              value={manager}
              onChange={setManager}
            />
          ) : null}
          {error ? (
            <p role="alert" className="text-sm font-medium text-red-600">
              {error}
            </p>
          ) : null}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </form>
      )}
    </Dialog>
  );
}
