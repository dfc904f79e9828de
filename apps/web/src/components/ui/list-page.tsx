import type { QueryKey } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { text, useCommonText } from '../../i18n/app-i18n';
import { withToast } from '../../lib/toast';
import { Button } from './button';
import { useConfirm } from './confirm';
import { SectionHeader } from './section-header';
import { EmptyState, ErrorState, LoadingState } from './states';

/** The spec's text for every delete confirmation (English; shown through common:irreversible). */
export const IRREVERSIBLE = 'Are you sure! This process is irreversible!';

interface ListQuery<T> {
  data: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * The skeleton every settings list shares: its heading with a New button, then loading, error,
 * empty or the list itself (a table or cards, drawn by the page), and the page's add/edit dialog.
 */
export function ListPage<T>({
  title,
  description,
  breadcrumb,
  onNew,
  actions,
  query,
  empty,
  dialog,
  children,
}: {
  title: string;
  description?: ReactNode;
  breadcrumb?: ReactNode;
  /** Left out for someone who may only look: no New button. */
  onNew?: () => void;
  /** More buttons before New (an import and export). */
  actions?: ReactNode;
  query: ListQuery<T>;
  empty: { title: string; description?: ReactNode; action?: ReactNode };
  dialog?: ReactNode;
  children: (rows: T[]) => ReactNode;
}) {
  const { t } = useCommonText();
  const { data, isPending, isError, refetch } = query;
  return (
    <div>
      {breadcrumb}
      <SectionHeader
        title={title}
        description={description}
        actions={
          <>
            {actions}
            {onNew ? (
              <Button onClick={onNew}>
                <Plus className="h-4 w-4" aria-hidden />
                {t('new')}
              </Button>
            ) : null}
          </>
        }
      />
      {isPending ? (
        <LoadingState />
      ) : isError || !data ? (
        <ErrorState message={t('errorLoadingData')} onRetry={() => refetch()} />
      ) : data.length === 0 ? (
        <EmptyState {...empty} />
      ) : (
        children(data)
      )}
      {dialog}
    </div>
  );
}

/** Edit and delete buttons of one row, named after the row for screen readers and voice control. */
export function RowActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useCommonText();
  return (
    <>
      <Button variant="ghost" size="icon-sm" aria-label={t('editNamed', { name })} onClick={onEdit}>
        <Pencil className="h-4 w-4" />
      </Button>
      <Button variant="ghost" size="icon-sm" aria-label={t('deleteNamed', { name })} onClick={onDelete}>
        <Trash2 className="h-4 w-4 text-red-600" />
      </Button>
    </>
  );
}

/**
 * Asks the spec's confirmation (with an optional consequence below it), deletes with the toast,
 * then refreshes the lists that showed the row. A refused or failed delete changes nothing.
 */
export function useConfirmedDelete() {
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  return async ({
    consequence,
    remove,
    refresh,
  }: {
    consequence?: ReactNode;
    remove: () => Promise<unknown>;
    refresh: QueryKey[];
  }) => {
    const message = consequence ? (
      <>
        {text('common:irreversible')}
        <span className="mt-2 block">{consequence}</span>
      </>
    ) : (
      text('common:irreversible')
    );
    if (!(await confirm({ message, confirmLabel: text('common:delete') }))) return false;
    try {
      await withToast(remove());
    } catch {
      return false; // the toast told the user
    }
    await Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    return true;
  };
}
