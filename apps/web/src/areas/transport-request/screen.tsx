import { createFileRoute } from '@tanstack/react-router';
import { AreaPlaceholder } from '../../components/AreaPlaceholder';

export const Route = createFileRoute('/_app/transport-request')({ component: TransportRequestScreen });

function TransportRequestScreen() {
  return <AreaPlaceholder path="/transport-request" />;
}
