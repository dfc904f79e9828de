import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '../components/ui/button';
import { useAppText } from './i18n';

/** Unknown routes and render failures (spec 1 section 8). */
export function ErrorPage() {
  const { t } = useAppText();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.status === 404 ? t('notFound') : error.statusText}`
    : error instanceof Error
      ? error.message
      : t('notFound');
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-stone-50 px-6 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('oops')}</p>
      <h1 className="text-3xl font-semibold tracking-tight text-stone-900">{t('unexpectedError')}</h1>
      <p className="max-w-md text-stone-600">{detail}</p>
      <div className="flex gap-2">
        <Link to="/">
          <Button variant="outline">{t('goHome')}</Button>
        </Link>
        <Button onClick={() => window.location.reload()}>{t('reload')}</Button>
      </div>
    </main>
  );
}

/** Thrown for paths no route matches, so the fallback shows a real status. */
export function NotFoundRoute(): never {
  throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
}
