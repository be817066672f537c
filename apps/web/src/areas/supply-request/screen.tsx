import { createFileRoute } from '@tanstack/react-router';
import { AreaPlaceholder } from '../../components/AreaPlaceholder';

export const Route = createFileRoute('/_app/supply-request')({ component: SupplyRequestScreen });

function SupplyRequestScreen() {
  return <AreaPlaceholder path="/supply-request" />;
}
