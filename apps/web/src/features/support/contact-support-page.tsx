import { PageHeader } from '../../components/ui/page-header';
import { useSupportText } from './i18n';
import { SupportPanel } from './support-panel';

export function ContactSupportPage() {
  const { t } = useSupportText();
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={t('pageTitle')} description={t('pageDescription')} />
      <SupportPanel />
    </div>
  );
}
