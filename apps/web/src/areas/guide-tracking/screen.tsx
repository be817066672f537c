import { createFileRoute } from '@tanstack/react-router';
import { AreaPlaceholder } from '../../components/AreaPlaceholder';

export const Route = createFileRoute('/_app/guide-tracking')({ component: GuideTrackingScreen });

function GuideTrackingScreen() {
  return <AreaPlaceholder path="/guide-tracking" />;
}
