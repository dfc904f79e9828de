import { ShieldX } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { useAccessText } from './i18n';

/** Shown when the user's scopes don't include the screen they asked for (spec 2, section 2.10). */
export function NoAccessPage() {
  const { t } = useAccessText();
  const navigate = useNavigate();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-stone-50 px-6 text-center">
      <div className="flex h-14 w-14 items-center justify-center rounded-full bg-amber-50 text-amber-700">
        <ShieldX className="h-7 w-7" aria-hidden />
      </div>
      <h1 className="text-2xl font-semibold tracking-tight text-stone-900">{t('title')}</h1>
      <p className="max-w-md text-stone-600">{t('help')}</p>
      <Button variant="outline" onClick={() => navigate(-1)}>
        {t('goBack')}
      </Button>
    </main>
  );
}
