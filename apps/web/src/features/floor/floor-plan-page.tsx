import {
  FLOOR_GRID,
  FloorAreaBody,
  type TFloorArea,
  type TFloorPlan,
  type TFloorPlanTable,
  type TTableShape,
} from '@mise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { KeyboardEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FormDialog, useDialogForm } from '../../components/ui/form-dialog';
import { TextField } from '../../components/ui/input';
import { ListPage, RowActions, useConfirmedDelete } from '../../components/ui/list-page';
import { SectionHeader } from '../../components/ui/section-header';
import { Table, TBody, TD, TH, THead, TR } from '../../components/ui/table';
import { cn } from '../../lib/cn';
import { toastError } from '../../lib/toast';
import {
  addFloorArea,
  deleteFloorArea,
  floorAreasKey,
  floorKey,
  floorPlanKey,
  placeTable,
  updateFloorArea,
  useFloorAreas,
  useFloorPlan,
} from './api/floor-api';
import { FloorGrid } from './floor-grid';
import { useFloorText } from './i18n';

/**
 * Settings → Floor Plan: the store's areas (Main room, Terrace…) and where each table stands on its
 * area's grid. A table is placed by dragging it, by choosing Place then a cell, or from the
 * keyboard: select it, then arrow keys move it and Shift + arrow keys resize it.
 */
export function FloorPlanPage() {
  const { t } = useFloorText();
  const query = useFloorAreas();
  const confirmedDelete = useConfirmedDelete();
  const [editing, setEditing] = useState<TFloorArea | 'new' | null>(null);
  const plan = useFloorPlan();
  const countIn = (areaId: number) =>
    (plan.data?.tables ?? []).filter((tb) => tb.areaId === areaId && tb.gridX !== null).length;

  return (
    <div className="space-y-8">
      <ListPage
        title={t('floorAreas')}
        description={t('floorAreasDescription')}
        onNew={() => setEditing('new')}
        query={query}
        empty={{
          title: t('noAreasTitle'),
          description: t('noAreasDescription'),
        }}
        dialog={
          editing ? (
            <AreaDialog area={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
          ) : null
        }
      >
        {(areas) => (
          <Table aria-label={t('floorAreasTable')}>
            <THead>
              <tr>
                <TH className="w-14">#</TH>
                <TH>{t('area')}</TH>
                <TH className="hidden sm:table-cell">{t('tablesPlaced')}</TH>
                <TH className="w-28 text-end">{t('actions')}</TH>
              </tr>
            </THead>
            <TBody>
              {areas.map((area, index) => (
                <TR key={area.id}>
                  <TD className="text-stone-500">{index + 1}</TD>
                  <TD className="font-medium text-stone-900">{area.name}</TD>
                  <TD className="hidden text-stone-600 sm:table-cell">{countIn(area.id)}</TD>
                  <TD className="text-end whitespace-nowrap">
                    <RowActions
                      name={area.name}
                      onEdit={() => setEditing(area)}
                      onDelete={() =>
                        confirmedDelete({
                          consequence: t('deleteAreaConsequence'),
                          remove: () => deleteFloorArea(area.id),
                          refresh: [floorAreasKey, floorPlanKey, floorKey],
                        })
                      }
                    />
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
        )}
      </ListPage>
      <PlanEditor areas={query.data ?? []} tables={plan.data?.tables ?? []} />
    </div>
  );
}

function AreaDialog({ area, onClose }: { area: TFloorArea | null; onClose: () => void }) {
  const { t } = useFloorText();
  const queryClient = useQueryClient();
  const form = useDialogForm<'name' | 'sortOrder'>();
  const [name, setName] = useState(area?.name ?? '');
  const [sortOrder, setSortOrder] = useState(String(area?.sortOrder ?? 0));
  const onSubmit = async () => {
    const body = { name, sortOrder: Number(sortOrder) || 0 };
    const ok = await form.submit(FloorAreaBody, body, () =>
      area ? updateFloorArea(area.id, body) : addFloorArea(body),
    );
    if (!ok) return;
    await Promise.all(
      [floorAreasKey, floorPlanKey, floorKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
    onClose();
  };
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={area ? t('updateArea') : t('addArea')}
      busy={form.busy}
      error={form.formError}
      onSubmit={onSubmit}
    >
      <TextField
        label={t('name')}
        error={form.errorFor('name')}
        inputRef={form.register('name')}
        value={name}
        onValueChange={setName}
        placeholder={t('areaPlaceholder')}
        autoFocus
      />
      <TextField
        label={t('order')}
        hint={t('orderHint')}
        type="number"
        min={0}
        error={form.errorFor('sortOrder')}
        inputRef={form.register('sortOrder')}
        value={sortOrder}
        onValueChange={setSortOrder}
      />
    </FormDialog>
  );
}

/** What PUT /floor-plan/tables/{id} takes, as this editor sends it. */
interface Placement {
  areaId: number | null;
  gridX: number;
  gridY: number;
  gridWidth: number;
  gridHeight: number;
  shape: TTableShape;
}
const fits = (b: { gridX: number; gridY: number; gridWidth: number; gridHeight: number }) =>
  b.gridX >= 0 &&
  b.gridY >= 0 &&
  b.gridWidth >= 1 &&
  b.gridHeight >= 1 &&
  b.gridX + b.gridWidth <= FLOOR_GRID.columns &&
  b.gridY + b.gridHeight <= FLOOR_GRID.rows;

/** The first cell (row by row) no table of the area covers. */
function firstFreeCell(tables: TFloorPlanTable[]) {
  for (let y = 0; y < FLOOR_GRID.rows; y++)
    for (let x = 0; x < FLOOR_GRID.columns; x++) {
      const covered = tables.some(
        (tb) =>
          tb.gridX !== null &&
          tb.gridY !== null &&
          x >= tb.gridX &&
          x < tb.gridX + tb.gridWidth &&
          y >= tb.gridY &&
          y < tb.gridY + tb.gridHeight,
      );
      if (!covered) return { x, y };
    }
  return null;
}

function PlanEditor({ areas, tables }: { areas: TFloorArea[]; tables: TFloorPlanTable[] }) {
  const { t } = useFloorText();
  const queryClient = useQueryClient();
  const [areaId, setAreaId] = useState<number | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [placingId, setPlacingId] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  // A table just placed from the keyboard takes the focus once its tile is drawn (the Place button
  // that had it is gone), so the arrow keys move it on.
  const [focusId, setFocusId] = useState<number | null>(null);
  useEffect(() => {
    if (focusId === null) return;
    const tile = document.querySelector<HTMLButtonElement>(`[data-table-id="${focusId}"]`);
    if (tile) {
      tile.focus();
      setFocusId(null);
    }
  });
  const currentArea = areaId ?? areas[0]?.id ?? null;
  const inArea = tables.filter((tb) => tb.areaId === currentArea && tb.gridX !== null);
  const unplaced = tables.filter((tb) => tb.areaId === null || tb.gridX === null);
  const selected = tables.find((tb) => tb.id === selectedId) ?? null;

  /** The table as last drawn or changed here (changes show at once, before the server answers). */
  const current = (id: number) =>
    queryClient.getQueryData<TFloorPlan>(floorPlanKey)?.tables.find((tb) => tb.id === id) ?? null;
  // Changes are sent one after another, so quick key presses reach the server in their order.
  const sending = useRef<Promise<unknown>>(Promise.resolve());

  const save = (tableId: number, change: (table: TFloorPlanTable) => Partial<Placement>) => {
    const table = current(tableId);
    if (!table) return Promise.resolve();
    const body: Placement = {
      areaId: table.areaId ?? currentArea,
      gridX: table.gridX ?? 0,
      gridY: table.gridY ?? 0,
      gridWidth: table.gridWidth,
      gridHeight: table.gridHeight,
      shape: table.shape,
      ...change(table),
    };
    if (body.areaId !== null && !fits(body)) return Promise.resolve();
    queryClient.setQueryData<TFloorPlan>(floorPlanKey, (plan) =>
      plan
        ? {
            ...plan,
            tables: plan.tables.map((tb) =>
              tb.id === tableId
                ? {
                    ...tb,
                    ...body,
                    gridX: body.areaId === null ? null : body.gridX,
                    gridY: body.areaId === null ? null : body.gridY,
                  }
                : tb,
            ),
          }
        : plan,
    );
    const sent = sending.current.then(async () => {
      try {
        await placeTable(tableId, body);
        setStatus(
          body.areaId === null
            ? t('removedFromPlan', { table: table.title })
            : t('placedAt', {
                table: table.title,
                column: body.gridX + 1,
                row: body.gridY + 1,
                width: body.gridWidth,
                height: body.gridHeight,
              }),
        );
      } catch (error) {
        toastError(error, t('somethingWentWrong'));
        // Refused (a taken cell): the plan is drawn again as the server has it.
        await queryClient.invalidateQueries({ queryKey: floorPlanKey });
      }
      await queryClient.invalidateQueries({ queryKey: floorKey });
    });
    sending.current = sent;
    return sent;
  };

  const onTileKeyDown = (table: TFloorPlanTable, event: KeyboardEvent<HTMLButtonElement>) => {
    const step: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const keyDelta = step[event.key];
    if (!keyDelta || table.gridX === null || table.gridY === null) return;
    // Right to left (Arabic), the grid's first column is on the right: the arrows move as they point.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const delta: [number, number] = rtl ? [-keyDelta[0], keyDelta[1]] : keyDelta;
    event.preventDefault();
    setSelectedId(table.id);
    if (event.shiftKey)
      void save(table.id, (tb) => ({
        gridWidth: tb.gridWidth + delta[0],
        gridHeight: tb.gridHeight + delta[1],
      }));
    else
      void save(table.id, (tb) => ({ gridX: (tb.gridX ?? 0) + delta[0], gridY: (tb.gridY ?? 0) + delta[1] }));
  };

  if (areas.length === 0) return null;
  return (
    <section aria-labelledby="plan-heading">
      <SectionHeader
        title={<span id="plan-heading">{t('layout')}</span>}
        description={t('layoutDescription')}
      />
      <fieldset className="mb-3 flex flex-wrap gap-1">
        <legend className="sr-only">{t('areas')}</legend>
        {areas.map((area) => (
          <Button
            key={area.id}
            size="sm"
            variant={area.id === currentArea ? 'secondary' : 'outline'}
            aria-pressed={area.id === currentArea}
            onClick={() => {
              setAreaId(area.id);
              setSelectedId(null);
            }}
          >
            {area.name}
          </Button>
        ))}
      </fieldset>
      <div className="grid gap-4 lg:grid-cols-[1fr_16rem]">
        <div className="min-w-0 space-y-2">
          <FloorGrid
            label={t('planOf', { area: areas.find((a) => a.id === currentArea)?.name ?? t('theArea') })}
            tables={inArea}
            selectedId={selectedId}
            isPlacing={placingId !== null}
            tileLabel={(tb) =>
              t('tileAt', { table: tb.title, column: (tb.gridX ?? 0) + 1, row: (tb.gridY ?? 0) + 1 })
            }
            tileClassName={() => 'border-stone-400 bg-white text-stone-900 hover:bg-stone-50'}
            renderTile={(tb) => (
              <>
                <span
                  className={cn(
                    'line-clamp-2 max-w-full leading-tight font-semibold',
                    tb.gridWidth > 1 || tb.gridX === null ? 'text-sm' : 'text-xs',
                  )}
                >
                  {tb.title}
                </span>
                <span className="text-[11px] text-stone-500">
                  {tb.seatingCapacity ? t('seats', { count: tb.seatingCapacity }) : ''}
                </span>
              </>
            )}
            onTileClick={(tb) => setSelectedId(tb.id === selectedId ? null : tb.id)}
            onTileKeyDown={onTileKeyDown}
            onCell={(x, y) => {
              const table = tables.find((tb) => tb.id === (placingId ?? selectedId));
              if (!table) return;
              setPlacingId(null);
              void save(table.id, () => ({ areaId: currentArea, gridX: x, gridY: y }));
            }}
            onDropTable={(id, x, y) => {
              const table = tables.find((tb) => tb.id === id);
              if (table) void save(table.id, () => ({ areaId: currentArea, gridX: x, gridY: y }));
            }}
          />
          <p role="status" aria-live="polite" className="min-h-5 text-sm text-stone-600">
            {placingId !== null
              ? t('chooseCellFor', {
                  table: tables.find((tb) => tb.id === placingId)?.title ?? t('theTable'),
                })
              : status}
          </p>
        </div>
        <div className="space-y-4">
          {selected && selected.gridX !== null ? (
            <section
              className="space-y-2 rounded-xl border border-stone-200 bg-white p-3"
              aria-label={t('selectedTable')}
            >
              <p className="text-sm font-semibold text-stone-900">{selected.title}</p>
              <div className="flex flex-wrap gap-1">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => save(selected.id, (tb) => ({ gridWidth: tb.gridWidth - 1 }))}
                >
                  {t('narrower')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => save(selected.id, (tb) => ({ gridWidth: tb.gridWidth + 1 }))}
                >
                  {t('wider')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => save(selected.id, (tb) => ({ gridHeight: tb.gridHeight - 1 }))}
                >
                  {t('shorter')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => save(selected.id, (tb) => ({ gridHeight: tb.gridHeight + 1 }))}
                >
                  {t('taller')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() =>
                    save(selected.id, (tb) => ({ shape: tb.shape === 'round' ? 'square' : 'round' }))
                  }
                >
                  {selected.shape === 'round' ? t('makeSquare') : t('makeRound')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => {
                    setSelectedId(null);
                    void save(selected.id, () => ({ areaId: null }));
                  }}
                >
                  {t('removeFromPlan')}
                </Button>
              </div>
            </section>
          ) : null}
          <div>
            <h3 className="mb-2 text-sm font-semibold text-stone-800">{t('notPlacedYet')}</h3>
            {unplaced.length === 0 ? (
              <p className="text-sm text-stone-500">{t('everyTablePlaced')}</p>
            ) : (
              <ul className="space-y-1">
                {unplaced.map((tb) => (
                  <li
                    key={tb.id}
                    draggable
                    onDragStart={(event) => event.dataTransfer.setData('text/plain', String(tb.id))}
                    className="flex items-center justify-between gap-2 rounded-lg border border-stone-200 bg-white px-3 py-1.5 text-sm"
                  >
                    <span className="truncate">{tb.title}</span>
                    <Button
                      size="sm"
                      variant={placingId === tb.id ? 'secondary' : 'outline'}
                      aria-label={t('placeTable', { table: tb.title })}
                      aria-pressed={placingId === tb.id}
                      onClick={(event) => {
                        // From the keyboard (no pointer, detail 0) the table goes to the first free
                        // cell and is selected, so the arrow keys take it from there.
                        if (event.detail === 0) {
                          const cell = firstFreeCell(inArea);
                          if (!cell) return;
                          setSelectedId(tb.id);
                          setFocusId(tb.id);
                          void save(tb.id, () => ({ areaId: currentArea, gridX: cell.x, gridY: cell.y }));
                          return;
                        }
                        setPlacingId(placingId === tb.id ? null : tb.id);
                      }}
                    >
                      {t('place')}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
