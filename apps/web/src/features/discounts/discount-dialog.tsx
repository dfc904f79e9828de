import type { TOrder, TOrderGroup } from '@mise/contracts';
import { MANAGER_APPROVAL_CODE } from '@mise/contracts/approval-codes';
import { checkDiscount, type Discount, discountAmountOf, discountShareOf, isManager } from '@mise/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field, Input, Select } from '../../components/ui/input';
import { useFormat } from '../../i18n/format';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useSessionUser } from '../../lib/session';
import { hasCredentials, ManagerApprovalFields, NO_CREDENTIALS } from '../approvals/manager-approval-fields';
import { isPaid } from '../orders/order-status';
import { parseAmountInput } from '../payments/amount-input';
import { DEFAULT_CHECKOUT_SETTINGS, useCheckoutSettings } from '../payments/api/checkout-settings-api';
import { amountToMinor } from '../print/receipt-model';
import { applyDiscount, type DiscountTarget, removeDiscount, useDiscountReasons } from './api/discounts-api';
import { useDiscountsText } from './i18n';

/** What checkDiscount finds wrong: keys of the discounts catalogue. */
const PROBLEM_TEXT = {
  discountNotPositive: 'discountNotPositive',
  discountOverHundredPercent: 'discountOverHundredPercent',
  discountOverTotal: 'discountOverTotal',
} as const;

type Translate = ReturnType<typeof useDiscountsText>['t'];

const DISCOUNT_KINDS = ['percent', 'amount'] as const;

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
function targetsOf(group: TOrderGroup, t: Translate): TargetOption[] {
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
          label: t('wholeOrder', { token }),
          base: orderBase,
          current: order.discount,
        },
        ...lines.map((item) => ({
          key: targetKey({ orderId: order.id, lineId: item.id }),
          target: { orderId: order.id, lineId: item.id },
          label: t('lineOfOrder', { quantity: item.quantity, item: item.item_title, token }),
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
  const { t } = useDiscountsText();
  const format = useFormat();
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const reasons = useDiscountReasons();
  const limit = Math.round((useCheckoutSettings().data ?? DEFAULT_CHECKOUT_SETTINGS).discount_limit * 100);
  const targets = useMemo(() => targetsOf(group, t), [group, t]);
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
  const money = (minor: number) => format.money(minor, currency);

  const option = targets.find((target) => target.key === form.targetKey) ?? null;
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
      setError(errorMessage(caught, t('actionError')));
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
      setError(errorMessage(caught, t('actionError')));
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
      title={t('discount')}
      description={t('dialogDescription')}
      size="sm"
      footer={
        <>
          {option?.current ? (
            <Button variant="outline" className="me-auto" onClick={remove} disabled={busy}>
              {t('removeDiscount')}
            </Button>
          ) : null}
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('close')}
          </Button>
          <Button onClick={submit} disabled={!ready || busy} loading={busy}>
            {t('applyDiscount')}
          </Button>
        </>
      }
    >
      {targets.length === 0 ? (
        <p className="text-sm text-stone-600">{t('nothingToDiscount')}</p>
      ) : (
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (ready && !busy) void submit();
          }}
        >
          <Field label={t('applyTo')}>
            {(ids) => (
              <Select
                {...ids}
                value={form.targetKey}
                onChange={(e) => setForm((f) => ({ ...f, targetKey: e.target.value }))}
              >
                {targets.map((target) => (
                  <option key={target.key} value={target.key}>
                    {target.label} · {money(target.base)}
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
              {t('currentDiscount', {
                amount:
                  option.current.kind === 'percent'
                    ? t('percentValue', { value: option.current.value })
                    : money(amountToMinor(option.current.value)),
                reason: option.current.reason,
              })}
            </p>
          ) : null}
          <fieldset>
            <legend id={kindId} className="mb-1.5 block text-sm font-medium text-stone-700">
              {t('discount')}
            </legend>
            <div className="flex gap-2">
              <div className="flex shrink-0 rounded-lg border border-stone-300 p-0.5">
                {DISCOUNT_KINDS.map((kind) => (
                  <Button
                    key={kind}
                    size="sm"
                    variant={form.kind === kind ? 'secondary' : 'ghost'}
                    aria-pressed={form.kind === kind}
                    onClick={() => setForm((f) => ({ ...f, kind }))}
                  >
                    {kind === 'percent' ? t('percentKind') : t('amountKind')}
                  </Button>
                ))}
              </div>
              <Input
                aria-labelledby={kindId}
                aria-describedby={`${kindId}-preview`}
                aria-invalid={Boolean(form.value && (value === null || problem))}
                inputMode="decimal"
                placeholder={form.kind === 'percent' ? t('percentPlaceholder') : t('amountPlaceholder')}
                value={form.value}
                onChange={(e) => setForm((f) => ({ ...f, value: e.target.value }))}
              />
            </div>
            <p id={`${kindId}-preview`} className="mt-1.5 text-sm" aria-live="polite">
              {form.value === '' ? (
                <span className="text-stone-500">{t('previewHint')}</span>
              ) : value === null ? (
                <span className="font-medium text-red-600">{t('invalidValue')}</span>
              ) : problem ? (
                <span className="font-medium text-red-600">{t(PROBLEM_TEXT[problem])}</span>
              ) : (
                <span className="text-stone-700" data-testid="discount-preview">
                  {t('takesOff', { amount: money(takesOff ?? 0), base: money(option?.base ?? 0) })}
                  {overLimit ? ` · ${t('aboveLimit', { limit: limit / 100 })}` : ''}
                </span>
              )}
            </p>
          </fieldset>
          <Field label={t('reason')}>
            {(ids) => (
              <Select
                {...ids}
                value={form.reasonId}
                onChange={(e) => setForm((f) => ({ ...f, reasonId: e.target.value }))}
                disabled={reasons.isPending}
              >
                <option value="">{reasons.isError ? t('reasonsLoadFailed') : t('chooseReason')}</option>
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
              explanation={t('managerExplanation')}
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
