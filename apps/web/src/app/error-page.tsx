import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '../components/ui/button';

/** Unknown routes and render failures (spec 1 section 8). */
export function ErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Not Found';
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-stone-50 px-6 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Oops</p>
      <h1 className="text-3xl font-semibold tracking-tight text-stone-900">Unexpected Application Error!</h1>
      <p className="max-w-md text-stone-600">{detail}</p>
      <div className="flex gap-2">
        <Link to="/">
          <Button variant="outline">Go home</Button>
        </Link>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </div>
    </main>
  );
}

/** Thrown for paths no route matches, so the fallback shows a real status. */
export function NotFoundRoute(): never {
  throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
}
