import { createFileRoute } from '@tanstack/react-router';
import { AreaPlaceholder } from '../../components/AreaPlaceholder';

export const Route = createFileRoute('/_app/invoices')({ component: InvoicesScreen });

function InvoicesScreen() {
  return <AreaPlaceholder path="/invoices" />;
}
