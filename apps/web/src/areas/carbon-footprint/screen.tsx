import { createFileRoute } from '@tanstack/react-router';
import { AreaPlaceholder } from '../../components/AreaPlaceholder';

export const Route = createFileRoute('/_app/carbon-footprint')({ component: CarbonFootprintScreen });

function CarbonFootprintScreen() {
  return <AreaPlaceholder path="/carbon-footprint" />;
}
