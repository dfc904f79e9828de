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
  const seats = Array.from({ length: Math.min(guests, 100) }, (_, i) => i + 1);
  const table = { value: null, label: 'Table', name: 'Table (shared)' };
  const buttons = guests <= MAX_SEAT_BUTTONS;
  return (
    <ChoiceChips
      legend="Seat for the next items"
      caption="Seat"
      value={seat}
      onChange={onChange}
      chips={
        buttons ? [table, ...seats.map((n) => ({ value: n, label: String(n), name: `Seat ${n}` }))] : [table]
      }
      extra={
        buttons ? null : (
          <select
            aria-label="Seat"
            className="h-8 rounded-md border border-stone-300 bg-white px-2 text-xs"
            value={seat ?? ''}
            onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">Table (shared)</option>
            {seats.map((n) => (
              <option key={n} value={n}>
                Seat {n}
              </option>
            ))}
          </select>
        )
      }
    />
  );
}
