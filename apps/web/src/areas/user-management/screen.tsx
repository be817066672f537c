import { createFileRoute } from '@tanstack/react-router';
import { AreaPlaceholder } from '../../components/AreaPlaceholder';

export const Route = createFileRoute('/_app/user-management')({ component: UserManagementScreen });

function UserManagementScreen() {
  return <AreaPlaceholder path="/user-management" />;
}
