import { PageHeader } from '../../components/ui/page-header';
import { SupportPanel } from './support-panel';

export function ContactSupportPage() {
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title="Contact Support" description="Questions, problems or ideas: we're here to help." />
      <SupportPanel />
    </div>
  );
}
