import { createFileRoute } from '@tanstack/react-router';
import { AreaPlaceholder } from '../../components/AreaPlaceholder';

export const Route = createFileRoute('/_app/stocks')({ component: StocksScreen });

function StocksScreen() {
  return <AreaPlaceholder path="/stocks" />;
}
