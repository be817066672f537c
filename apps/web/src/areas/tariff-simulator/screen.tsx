import { createFileRoute } from '@tanstack/react-router';
import { AreaPlaceholder } from '../../components/AreaPlaceholder';

export const Route = createFileRoute('/_app/tariff-simulator')({ component: TariffSimulatorScreen });

function TariffSimulatorScreen() {
  return <AreaPlaceholder path="/tariff-simulator" />;
}
