import type { TIngredient } from '@mise/contracts';
import { canAccessArea, formatMoney, formatQuantity } from '@mise/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { ListPage, RowActions, useConfirmedDelete } from '../../components/ui/list-page';
import { QueryCard } from '../../components/ui/query-card';
import { SwitchRow } from '../../components/ui/switch';
import { Table, TBody, TD, TH, THead, TR } from '../../components/ui/table';
import { useSessionUser } from '../../lib/session';
import { withToast } from '../../lib/toast';
import { CsvTransferButtons } from '../csv-transfer/csv-transfer-buttons';
import {
  deleteIngredient,
  inventoryKey,
  saveInventorySettings,
  useIngredients,
  useInventoryReport,
  useInventorySettings,
} from './api/inventory-api';
import { IngredientDialog } from './ingredient-dialog';
import { InventoryHeader } from './inventory-nav';

/** Inventory (issue 20): the ingredients with what is on hand, its value and what is low. */
export function InventoryPage() {
  const query = useIngredients();
  const report = useInventoryReport({ type: 'today' });
  const confirmedDelete = useConfirmedDelete();
  const user = useSessionUser();
  const canManage = user !== null && canAccessArea(user, 'manageInventory');
  const [editing, setEditing] = useState<TIngredient | 'new' | null>(null);
  const currency = report.data?.currency ?? 'USD';
  const money = (amount: number) => formatMoney(Math.round(amount * 100), currency);

  return (
    <div className="mx-auto max-w-6xl">
      <InventoryHeader />
      <ListPage
        title="Ingredients"
        description={
          report.data
            ? `Stock value now: ${money(report.data.totalValue)}`
            : 'What is on hand and what it is worth.'
        }
        onNew={canManage ? () => setEditing('new') : undefined}
        actions={<CsvTransferButtons kind="ingredients" canImport={canManage} />}
        query={query}
        empty={{
          title: 'No ingredients yet',
          description:
            'Add the ingredients your dishes use, then set each dish’s recipe on its menu item page.',
        }}
        dialog={
          editing ? (
            <IngredientDialog
              ingredient={editing === 'new' ? null : editing}
              onClose={() => setEditing(null)}
            />
          ) : null
        }
      >
        {(rows) => (
          <Table aria-label="Ingredients">
            <THead>
              <tr>
                <TH>Ingredient</TH>
                <TH className="text-right">On hand</TH>
                <TH className="hidden text-right sm:table-cell">Low at</TH>
                <TH className="hidden text-right md:table-cell">Cost per unit</TH>
                <TH className="text-right">Value</TH>
                {canManage ? <TH className="w-28 text-right">Actions</TH> : null}
              </tr>
            </THead>
            <TBody>
              {rows.map((row) => (
                <TR key={row.id}>
                  <TD>
                    <Link
                      to={`/dashboard/inventory/${row.id}`}
                      className="font-medium text-brand-800 hover:underline"
                    >
                      {row.name}
                    </Link>{' '}
                    {row.isLow ? <Badge tone="red">Low stock</Badge> : null}
                  </TD>
                  <TD className="text-right whitespace-nowrap tabular-nums">
                    {formatQuantity(row.stockMilli, row.unit)}
                  </TD>
                  <TD className="hidden text-right text-stone-600 tabular-nums sm:table-cell">
                    {row.lowStockMilli === null ? '—' : formatQuantity(row.lowStockMilli, row.unit)}
                  </TD>
                  <TD className="hidden text-right tabular-nums md:table-cell">
                    {money(row.costPerUnit)} / {row.unit}
                  </TD>
                  <TD className="text-right tabular-nums">{money(row.value)}</TD>
                  {canManage ? (
                    <TD className="text-right whitespace-nowrap">
                      <RowActions
                        name={row.name}
                        onEdit={() => setEditing(row)}
                        onDelete={() =>
                          confirmedDelete({
                            consequence: 'Its history goes with it, and dishes stop using it.',
                            remove: () => deleteIngredient(row.id),
                            refresh: [inventoryKey],
                          })
                        }
                      />
                    </TD>
                  ) : null}
                </TR>
              ))}
            </TBody>
          </Table>
        )}
      </ListPage>
      <AutoSoldOutCard canManage={canManage} />
    </div>
  );
}

/** The store setting: a dish whose ingredient ran out shows sold out by itself. */
function AutoSoldOutCard({ canManage }: { canManage: boolean }) {
  const settings = useInventorySettings();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  return (
    <QueryCard title="Stock settings" query={settings} className="mt-6">
      {(data) => (
        <SwitchRow
          label="Sold out when an ingredient runs out"
          description="A dish, variant or addon whose recipe needs more of an ingredient than is on hand shows sold out on the POS and the QR menu, and cannot be ordered until it is restocked."
          checked={data.autoSoldOut}
          disabled={busy || !canManage}
          onCheckedChange={async (autoSoldOut) => {
            setBusy(true);
            try {
              await withToast(saveInventorySettings({ autoSoldOut }));
              await queryClient.invalidateQueries({ queryKey: inventoryKey });
            } catch {
              // the toast told the user
            } finally {
              setBusy(false);
            }
          }}
        />
      )}
    </QueryCard>
  );
}
