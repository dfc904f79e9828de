import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { Download, Upload } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { toastError } from '../../lib/toast';
import { inventoryKey } from '../inventory/api/inventory-api';
import { refreshMenu } from '../menu-items/api/menu-items-api';
import { saveFile } from '../store-data/api/store-archive-api';
import { type CsvKind, exportCsv } from './api/csv-transfer-api';
import { CsvImportDialog } from './csv-import-dialog';

const KINDS: Record<
  CsvKind,
  { noun: string; title: string; columnsHint: string; refresh: (queryClient: QueryClient) => unknown }
> = {
  'menu-items': {
    noun: 'menu',
    refresh: refreshMenu,
    title: 'Import the menu from CSV',
    columnsHint:
      'Columns: name, category, price, tax, variants, options (and id, station). Prices like 12.50; variants like “Small=9.00; Large=12.00”, options like “Cheese=1.00; Bacon=2.00”. An item of the same name (or id) is updated; a new category is made.',
  },
  ingredients: {
    noun: 'ingredients',
    refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: inventoryKey }),
    title: 'Import ingredients from CSV',
    columnsHint:
      'Columns: name, unit (g, kg, ml, l or pcs), cost_per_unit, stock, low_stock (and id). A stock that differs from the one kept is recorded as a count.',
  },
};

/**
 * Export CSV and Import CSV for a list page's header: the file downloads as the server names it;
 * the import opens the preview dialog, and once imported the menu's or the stock's queries refresh.
 */
export function CsvTransferButtons({
  kind,
  canImport = true,
}: {
  kind: CsvKind;
  /** False for someone who may see but not change (the export stays). */
  canImport?: boolean;
}) {
  const queryClient = useQueryClient();
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const { noun, title, columnsHint, refresh } = KINDS[kind];

  const onExport = async () => {
    setExporting(true);
    try {
      saveFile(await exportCsv(kind));
    } catch (error) {
      toastError(error, `The ${noun} could not be exported. Please try again.`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Button variant="outline" onClick={onExport} loading={exporting}>
        {exporting ? null : <Download className="h-4 w-4" aria-hidden />}
        Export CSV
      </Button>
      {canImport ? (
        <Button variant="outline" onClick={() => setImporting(true)}>
          <Upload className="h-4 w-4" aria-hidden />
          Import CSV
        </Button>
      ) : null}
      {importing ? (
        <CsvImportDialog
          kind={kind}
          title={title}
          columnsHint={columnsHint}
          onClose={() => setImporting(false)}
          onImported={() => refresh(queryClient)}
        />
      ) : null}
    </>
  );
}
