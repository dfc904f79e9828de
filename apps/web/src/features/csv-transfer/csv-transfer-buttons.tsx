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
import { useCsvTransferText } from './i18n';

/** Each kind's catalogue keys (translated at render) and the queries an import refreshes. */
const KINDS: Record<
  CsvKind,
  {
    exportFailedKey: string;
    titleKey: string;
    columnsKey: string;
    refresh: (queryClient: QueryClient) => unknown;
  }
> = {
  'menu-items': {
    exportFailedKey: 'exportFailedMenu',
    refresh: refreshMenu,
    titleKey: 'importMenuTitle',
    columnsKey: 'menuColumns',
  },
  ingredients: {
    exportFailedKey: 'exportFailedIngredients',
    refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: inventoryKey }),
    titleKey: 'importIngredientsTitle',
    columnsKey: 'ingredientColumns',
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
  const { t } = useCsvTransferText();
  const queryClient = useQueryClient();
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const { exportFailedKey, titleKey, columnsKey, refresh } = KINDS[kind];

  const onExport = async () => {
    setExporting(true);
    try {
      saveFile(await exportCsv(kind));
    } catch (error) {
      toastError(error, t(exportFailedKey));
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Button variant="outline" onClick={onExport} loading={exporting}>
        {exporting ? null : <Download className="h-4 w-4" aria-hidden />}
        {t('exportCsv')}
      </Button>
      {canImport ? (
        <Button variant="outline" onClick={() => setImporting(true)}>
          <Upload className="h-4 w-4" aria-hidden />
          {t('importCsv')}
        </Button>
      ) : null}
      {importing ? (
        <CsvImportDialog
          kind={kind}
          title={t(titleKey)}
          columnsHint={t(columnsKey)}
          onClose={() => setImporting(false)}
          onImported={() => refresh(queryClient)}
        />
      ) : null}
    </>
  );
}
