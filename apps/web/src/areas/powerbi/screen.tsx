import { createFileRoute } from '@tanstack/react-router';
import { AreaPlaceholder } from '../../components/AreaPlaceholder';

export const Route = createFileRoute('/_app/powerbi')({ component: PowerbiScreen });

function PowerbiScreen() {
  return <AreaPlaceholder path="/powerbi" />;
}
