import { createFileRoute } from '@tanstack/react-router';
import { AreaPlaceholder } from '../../components/AreaPlaceholder';

export const Route = createFileRoute('/_app/distribution')({ component: DistributionScreen });

function DistributionScreen() {
  return <AreaPlaceholder path="/distribution" />;
}
