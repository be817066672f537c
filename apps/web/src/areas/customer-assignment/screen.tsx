import { createFileRoute } from '@tanstack/react-router';
import { AreaPlaceholder } from '../../components/AreaPlaceholder';

export const Route = createFileRoute('/_app/customer-assignment')({ component: CustomerAssignmentScreen });

function CustomerAssignmentScreen() {
  return <AreaPlaceholder path="/customer-assignment" />;
}
