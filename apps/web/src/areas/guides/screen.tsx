import { createFileRoute } from '@tanstack/react-router';
import { AreaPlaceholder } from '../../components/AreaPlaceholder';

export const Route = createFileRoute('/_app/guides')({ component: GuidesScreen });

function GuidesScreen() {
  return <AreaPlaceholder path="/guides" />;
}
