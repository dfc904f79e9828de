import { PageHeader } from '../../components/ui/page-header';
import { SupportPanel } from '../support/support-panel';

export function SuperadminSupportPage() {
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title="Contact Support" description="Questions about the platform: we're here to help." />
      <SupportPanel />
    </div>
  );
}
