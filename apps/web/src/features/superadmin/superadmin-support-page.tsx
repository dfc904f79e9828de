import { PageHeader } from '../../components/ui/page-header';
import { SupportPanel } from '../support/support-panel';
import { useSuperadminText } from './i18n';

export function SuperadminSupportPage() {
  const { t } = useSuperadminText();
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={t('supportTitle')} description={t('supportDescription')} />
      <SupportPanel />
    </div>
  );
}
