import type { TFloorPlanTable } from '@mise/contracts';
import { FLOOR_GRID, type TFloorState } from '@mise/contracts/floor-constants';
import type { DragEvent, KeyboardEvent, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useFloorText } from './i18n';

/** How each live state looks: its word (a key of the floor catalogue), its colours and a legend swatch. */
export const STATE_STYLES: Record<
  TFloorState,
  {
    label: 'stateFree' | 'stateSeated' | 'stateOrdered' | 'stateBillPrinted' | 'statePaid';
    tile: string;
    swatch: string;
  }
> = {
  free: {
    label: 'stateFree',
    tile: 'border-stone-300 bg-white text-stone-800',
    swatch: 'border-stone-400 bg-white',
  },
  seated: {
    label: 'stateSeated',
    tile: 'border-sky-400 bg-sky-50 text-sky-950',
    swatch: 'border-sky-500 bg-sky-100',
  },
  ordered: {
    label: 'stateOrdered',
    tile: 'border-amber-500 bg-amber-50 text-amber-950',
    swatch: 'border-amber-500 bg-amber-100',
  },
  bill_printed: {
    label: 'stateBillPrinted',
    tile: 'border-violet-500 bg-violet-50 text-violet-950',
    swatch: 'border-violet-500 bg-violet-100',
  },
  paid: {
    label: 'statePaid',
    tile: 'border-emerald-600 bg-emerald-50 text-emerald-950',
    swatch: 'border-emerald-600 bg-emerald-100',
  },
};

export function StateLegend() {
  const { t } = useFloorText();
  return (
    <ul aria-label={t('tableStates')} className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
      {(Object.keys(STATE_STYLES) as TFloorState[]).map((state) => (
        <li key={state} className="flex items-center gap-1.5">
          <span
            aria-hidden
            className={cn('inline-block h-3.5 w-3.5 rounded border-2', STATE_STYLES[state].swatch)}
          />
          {t(STATE_STYLES[state].label)}
        </li>
      ))}
    </ul>
  );
}

type Placed = Pick<TFloorPlanTable, 'id' | 'gridX' | 'gridY' | 'gridWidth' | 'gridHeight' | 'shape'>;

/**
 * An area's grid (FLOOR_GRID cells) with its tables as tiles at their cells. The page draws each
 * tile's content; with `onCell` the empty cells take clicks and drops (the plan editor).
 */
export function FloorGrid<T extends Placed>({
  label,
  tables,
  renderTile,
  tileLabel,
  tileClassName,
  onTileClick,
  onTileKeyDown,
  onCell,
  onDropTable,
  selectedId,
  isPlacing,
}: {
  label: string;
  tables: T[];
  renderTile: (table: T) => ReactNode;
  tileLabel: (table: T) => string;
  tileClassName: (table: T) => string;
  onTileClick: (table: T) => void;
  onTileKeyDown?: (table: T, event: KeyboardEvent<HTMLButtonElement>) => void;
  onCell?: (x: number, y: number) => void;
  onDropTable?: (tableId: number, x: number, y: number) => void;
  selectedId?: number | null;
  isPlacing?: boolean;
}) {
  const cells: Array<{ x: number; y: number }> = [];
  // Drawn on the floor too (faintly, taking nothing), so tables read against the room's grid.
  for (let y = 0; y < FLOOR_GRID.rows; y++) for (let x = 0; x < FLOOR_GRID.columns; x++) cells.push({ x, y });
  const drop = (x: number, y: number) => (event: DragEvent) => {
    event.preventDefault();
    const id = Number(event.dataTransfer.getData('text/plain'));
    if (id > 0) onDropTable?.(id, x, y);
  };
  return (
    // A phone scrolls the plan sideways rather than shrinking tables below a finger's width.
    <div className="overflow-x-auto">
      <section
        aria-label={label}
        className={cn(
          'relative grid w-full min-w-[40rem] gap-1 rounded-xl border border-stone-200 bg-stone-100/70 p-1',
          isPlacing && 'ring-2 ring-brand-600',
        )}
        style={{
          gridTemplateColumns: `repeat(${FLOOR_GRID.columns}, minmax(0, 1fr))`,
          gridTemplateRows: `repeat(${FLOOR_GRID.rows}, minmax(4.25rem, 1fr))`,
        }}
      >
        {cells.map(({ x, y }) => (
          // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; tiles move by keyboard.
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard moves the tiles themselves (arrow keys).
          <div
            key={`${x}:${y}`}
            data-cell={`${x},${y}`}
            className={cn(
              'rounded-md border border-dashed border-stone-200 bg-white/40',
              isPlacing && 'cursor-crosshair hover:bg-brand-50',
            )}
            style={{ gridColumn: `${x + 1} / span 1`, gridRow: `${y + 1} / span 1` }}
            onClick={onCell ? () => onCell(x, y) : undefined}
            onDragOver={onDropTable ? (event) => event.preventDefault() : undefined}
            onDrop={onDropTable ? drop(x, y) : undefined}
          />
        ))}
        {tables.map((table) =>
          table.gridX === null || table.gridY === null ? null : (
            <button
              key={table.id}
              type="button"
              data-table-id={table.id}
              draggable={Boolean(onDropTable)}
              onDragStart={(event) => event.dataTransfer.setData('text/plain', String(table.id))}
              aria-label={tileLabel(table)}
              aria-pressed={selectedId === undefined ? undefined : selectedId === table.id}
              onClick={() => onTileClick(table)}
              onKeyDown={onTileKeyDown ? (event) => onTileKeyDown(table, event) : undefined}
              className={cn(
                'z-10 flex min-w-0 flex-col items-center justify-center overflow-hidden border-2 p-1 text-center text-xs shadow-sm transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                table.shape === 'round' ? 'rounded-full' : 'rounded-lg',
                selectedId === table.id && 'ring-4 ring-brand-600/60',
                tileClassName(table),
              )}
              style={{
                gridColumn: `${table.gridX + 1} / span ${table.gridWidth}`,
                gridRow: `${table.gridY + 1} / span ${table.gridHeight}`,
              }}
            >
              {renderTile(table)}
            </button>
          ),
        )}
      </section>
    </div>
  );
}
