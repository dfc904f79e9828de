import { PageHeader } from '../../components/ui/page-header';
import { EmptyState } from '../../components/ui/states';

// Scaffold: replaced when this screen is built.
export function PosPage() {
  return (
    <div>
      <PageHeader title="POS - Point of Sale" />
      <EmptyState title="This screen is not built yet." />
    </div>
  );
}
