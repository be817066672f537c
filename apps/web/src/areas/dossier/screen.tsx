import { createFileRoute } from '@tanstack/react-router';
import { AreaPlaceholder } from '../../components/AreaPlaceholder';

export const Route = createFileRoute('/_app/dossier')({ component: DossierScreen });

function DossierScreen() {
  return <AreaPlaceholder path="/dossier" />;
}
