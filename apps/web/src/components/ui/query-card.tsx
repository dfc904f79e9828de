import type { ReactNode } from 'react';
import { useCommonText } from '../../i18n/app-i18n';
import { Card, CardBody, CardHeader, CardTitle } from './card';
import { ErrorState, LoadingState } from './states';

interface CardQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A settings card drawn from one query: its title, then loading, an error with Retry, or the
 * content once the data is there. A form inside is keyed by the data, so a refetch that brings
 * other values starts it afresh.
 */
export function QueryCard<T>({
  title,
  query,
  className,
  children,
}: {
  title: string;
  query: CardQuery<T>;
  className?: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useCommonText();
  const { data, isPending, isError, refetch } = query;
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardBody>
        {isPending ? (
          <LoadingState />
        ) : isError || data === undefined ? (
          <ErrorState message={t('errorLoadingData')} onRetry={() => refetch()} />
        ) : (
          children(data)
        )}
      </CardBody>
    </Card>
  );
}
