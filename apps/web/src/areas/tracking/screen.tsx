import { createFileRoute } from '@tanstack/react-router';
import { AreaPlaceholder } from '../../components/AreaPlaceholder';

export const Route = createFileRoute('/_app/tracking')({ component: TrackingScreen });

function TrackingScreen() {
  return <AreaPlaceholder path="/tracking" />;
}
