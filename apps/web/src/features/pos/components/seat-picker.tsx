import { cn } from '../../../lib/cn';

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
  const button = (value: number | null, label: string, name: string) => (
    <button
      key={label}
      type="button"
      aria-pressed={seat === value}
      aria-label={name}
      onClick={() => onChange(value)}
      className={cn(
        'h-8 min-w-8 rounded-md border px-2 text-xs font-medium tabular-nums',
        seat === value
          ? 'border-stone-900 bg-stone-900 text-white'
          : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-50',
      )}
    >
      {label}
    </button>
  );
  return (
    <fieldset className="flex flex-wrap items-center gap-1">
      <legend className="sr-only">Seat for the next items</legend>
      <span aria-hidden className="mr-1 text-xs font-medium text-stone-500">
        Seat
      </span>
      {button(null, 'Table', 'Table (shared)')}
      {guests <= MAX_SEAT_BUTTONS ? (
        seats.map((n) => button(n, String(n), `Seat ${n}`))
      ) : (
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
      )}
    </fieldset>
  );
}
