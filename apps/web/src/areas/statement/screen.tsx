import { createFileRoute } from '@tanstack/react-router';
import { AreaPlaceholder } from '../../components/AreaPlaceholder';

export const Route = createFileRoute('/_app/statement')({ component: StatementScreen });

function StatementScreen() {
  return <AreaPlaceholder path="/statement" />;
}
