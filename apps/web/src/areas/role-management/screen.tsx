import { createFileRoute } from '@tanstack/react-router';
import { AreaPlaceholder } from '../../components/AreaPlaceholder';

export const Route = createFileRoute('/_app/role-management')({ component: RoleManagementScreen });

function RoleManagementScreen() {
  return <AreaPlaceholder path="/role-management" />;
}
