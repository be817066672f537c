import { createFileRoute } from '@tanstack/react-router';
import { AreaPlaceholder } from '../../components/AreaPlaceholder';

export const Route = createFileRoute('/_app/movements')({ component: MovementsScreen });

function MovementsScreen() {
  return <AreaPlaceholder path="/movements" />;
}
