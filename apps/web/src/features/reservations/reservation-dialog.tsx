import {
  RESERVATION_STATUSES,
  ReservationAddBody,
  ReservationUpdateBody,
  type TCustomerSearchResult,
  type TReservation,
  type TReservationsInit,
} from '@mise/contracts';
import { NOTE_MAX_LENGTH } from '@mise/domain';
import { useState } from 'react';
import { FormDialog, useDialogForm } from '../../components/ui/form-dialog';
import { Field, Input, Select, Textarea } from '../../components/ui/input';
import { addReservation, updateReservation } from './api/reservations-api';
import { CustomerPicker } from './customer-picker';
import { useReservationsText } from './i18n';

type ReservationField = 'customerId' | 'date' | 'tableId' | 'status' | 'notes' | 'peopleCount';

/** A datetime-local value ("2026-11-23T19:30") for an instant, in the browser's zone. */
function toLocalInput(date: Date): string {
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** Add Reservation and Update Reservation (spec 2 sections 2.2 and 5). */
export function ReservationDialog({
  reservation,
  tables,
  onClose,
  onSaved,
}: {
  reservation: TReservation | null;
  tables: TReservationsInit['storeTables'];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useReservationsText();
  const form = useDialogForm<ReservationField>();
  const [customer, setCustomer] = useState<TCustomerSearchResult | null>(
    reservation ? { name: reservation.customer_name, phone: reservation.customer_id } : null,
  );
  const [values, setValues] = useState({
    date: reservation ? toLocalInput(new Date(reservation.date)) : '',
    tableId: reservation?.table_id ? String(reservation.table_id) : '',
    status: reservation?.status ?? 'booked',
    notes: reservation?.notes ?? '',
    peopleCount: String(reservation?.people_count ?? 2),
  });
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));
  const [minDate] = useState(() => toLocalInput(new Date()));

  const onSubmit = async () => {
    // The input holds a wall-clock time in the browser's zone; the API takes an instant.
    const at = values.date ? new Date(values.date) : null;
    const details = { ...values, date: at && !Number.isNaN(at.getTime()) ? at.toISOString() : values.date };
    const ok = reservation
      ? await form.submit(ReservationUpdateBody, details, () => updateReservation(reservation.id, details))
      : await form.submit(ReservationAddBody, { ...details, customerId: customer?.phone ?? '' }, () =>
          addReservation({ ...details, customerId: customer?.phone ?? '' }),
        );
    if (ok) onSaved();
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={reservation ? t('updateReservation') : t('addReservation')}
      busy={form.busy}
      error={form.formError}
      onSubmit={onSubmit}
    >
      <Field label={t('customer')} error={form.errorFor('customerId')}>
        {(ids) =>
          reservation ? (
            <Input {...ids} value={`${reservation.customer_name} · ${reservation.customer_id}`} disabled />
          ) : (
            <CustomerPicker
              ids={ids}
              value={customer}
              onChange={setCustomer}
              inputRef={form.register('customerId')}
            />
          )
        }
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('dateTime')} error={form.errorFor('date')}>
          {(ids) => (
            <Input
              {...ids}
              ref={form.register('date')}
              type="datetime-local"
              min={reservation ? undefined : minDate}
              value={values.date}
              onChange={(e) => set({ date: e.target.value })}
            />
          )}
        </Field>
        <Field label={t('people')} error={form.errorFor('peopleCount')}>
          {(ids) => (
            <Input
              {...ids}
              ref={form.register('peopleCount')}
              type="number"
              min={0}
              inputMode="numeric"
              value={values.peopleCount}
              onChange={(e) => set({ peopleCount: e.target.value })}
            />
          )}
        </Field>
        <Field label={t('table')} error={form.errorFor('tableId')}>
          {(ids) => (
            <Select
              {...ids}
              ref={form.register('tableId')}
              value={values.tableId}
              onChange={(e) => set({ tableId: e.target.value })}
            >
              <option value="">{t('noTable')}</option>
              {tables.map((table) => (
                <option key={table.id} value={table.id}>
                  {table.table_title}
                  {table.floor && table.floor !== '-' ? ` · ${table.floor}` : ''}{' '}
                  {t('seats', { count: table.seating_capacity })}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('status')} error={form.errorFor('status')}>
          {(ids) => (
            <Select
              {...ids}
              ref={form.register('status')}
              value={values.status}
              onChange={(e) => set({ status: e.target.value })}
            >
              {RESERVATION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t('statusOption', { status: s })}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Field
        label={t('notes')}
        error={form.errorFor('notes')}
        hint={`${values.notes.length}/${NOTE_MAX_LENGTH}`}
      >
        {(ids) => (
          <Textarea
            {...ids}
            ref={form.register('notes')}
            maxLength={NOTE_MAX_LENGTH}
            value={values.notes}
            onChange={(e) => set({ notes: e.target.value })}
          />
        )}
      </Field>
    </FormDialog>
  );
}
