import { usePosText } from '../i18n';
import { ChoiceChips } from './choice-chips';

/** More seats than this are chosen from a list rather than buttons. */
const MAX_SEAT_BUTTONS = 12;

/**
 * Which seat the next items go to: the table (shared) or a guest's seat 1…guests. A split by seat
 * later gives each seat its own part of the bill.
 */
export function SeatPicker({
  guests,
  seat,
  onChange,
}: {
  guests: number;
  seat: number | null;
  onChange: (seat: number | null) => void;
}) {
  const { t } = usePosText();
  const seats = Array.from({ length: Math.min(guests, 100) }, (_, i) => i + 1);
  const table = { value: null, label: t('table'), name: t('tableShared') };
  const buttons = guests <= MAX_SEAT_BUTTONS;
  return (
    <ChoiceChips
      legend={t('seatLegend')}
      caption={t('seat')}
      value={seat}
      onChange={onChange}
      chips={
        buttons
          ? [
              table,
              ...seats.map((n) => ({ value: n, label: String(n), name: t('seatNumber', { number: n }) })),
            ]
          : [table]
      }
      extra={
        buttons ? null : (
          <select
            aria-label={t('seat')}
            className="h-8 rounded-md border border-stone-300 bg-white px-2 text-xs"
            value={seat ?? ''}
            onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">{t('tableShared')}</option>
            {seats.map((n) => (
              <option key={n} value={n}>
                {t('seatNumber', { number: n })}
              </option>
            ))}
          </select>
        )
      }
    />
  );
}
