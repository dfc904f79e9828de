import type { TIngredient } from '@mise/contracts';
import { canAccessArea } from '@mise/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { ListPage, RowActions, useConfirmedDelete } from '../../components/ui/list-page';
import { QueryCard } from '../../components/ui/query-card';
import { SwitchRow } from '../../components/ui/switch';
import { Table, TBody, TD, TH, THead, TR } from '../../components/ui/table';
import { useFormat } from '../../i18n/format';
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
import { useInventoryText } from './i18n';
import { IngredientDialog } from './ingredient-dialog';
import { InventoryHeader } from './inventory-nav';
import { useQuantity } from './quantity';

/** Inventory (issue 20): the ingredients with what is on hand, its value and what is low. */
export function InventoryPage() {
  const { t } = useInventoryText();
  const format = useFormat();
  const { quantity } = useQuantity();
  const query = useIngredients();
  const report = useInventoryReport({ type: 'today' });
  const confirmedDelete = useConfirmedDelete();
  const user = useSessionUser();
  const canManage = user !== null && canAccessArea(user, 'manageInventory');
  const [editing, setEditing] = useState<TIngredient | 'new' | null>(null);
  const currency = report.data?.currency ?? 'USD';
  const money = (amount: number) => format.money(Math.round(amount * 100), currency);

  return (
    <div className="mx-auto max-w-6xl">
      <InventoryHeader />
      <ListPage
        title={t('ingredients')}
        description={
          report.data ? t('stockValueNow', { value: money(report.data.totalValue) }) : t('onHandAndWorth')
        }
        onNew={canManage ? () => setEditing('new') : undefined}
        actions={<CsvTransferButtons kind="ingredients" canImport={canManage} />}
        query={query}
        empty={{
          title: t('noIngredientsYet'),
          description: t('noIngredientsHint'),
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
          <Table aria-label={t('ingredients')}>
            <THead>
              <tr>
                <TH>{t('ingredient')}</TH>
                <TH className="text-end">{t('onHand')}</TH>
                <TH className="hidden text-end sm:table-cell">{t('lowAt')}</TH>
                <TH className="hidden text-end md:table-cell">{t('costPerUnit')}</TH>
                <TH className="text-end">{t('value')}</TH>
                {canManage ? <TH className="w-28 text-end">{t('actions')}</TH> : null}
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
                    {row.isLow ? <Badge tone="red">{t('lowStock')}</Badge> : null}
                  </TD>
                  <TD className="text-end whitespace-nowrap tabular-nums">
                    {quantity(row.stockMilli, row.unit)}
                  </TD>
                  <TD className="hidden text-end text-stone-600 tabular-nums sm:table-cell">
                    {row.lowStockMilli === null ? '—' : quantity(row.lowStockMilli, row.unit)}
                  </TD>
                  <TD className="hidden text-end tabular-nums md:table-cell">
                    {money(row.costPerUnit)} / {row.unit}
                  </TD>
                  <TD className="text-end tabular-nums">{money(row.value)}</TD>
                  {canManage ? (
                    <TD className="text-end whitespace-nowrap">
                      <RowActions
                        name={row.name}
                        onEdit={() => setEditing(row)}
                        onDelete={() =>
                          confirmedDelete({
                            consequence: t('deleteConsequence'),
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
  const { t } = useInventoryText();
  const settings = useInventorySettings();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  return (
    <QueryCard title={t('stockSettings')} query={settings} className="mt-6">
      {(data) => (
        <SwitchRow
          label={t('autoSoldOut')}
          description={t('autoSoldOutDescription')}
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
