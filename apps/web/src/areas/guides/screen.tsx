import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Stepper.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Timeline.css';
import './guides.css';
import { manifest } from '@extranet/routes-manifest';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AreaHeader } from '../../components/AreaHeader';
import { HawbDocument } from './HawbDocument';
import { HawbWizard } from './HawbWizard';

/** `?hawb=<id>` opens an issued HAWB as its printable documents; `issued` says it was just issued. */
export interface GuidesSearch {
  hawb?: number;
  issued?: boolean;
}

export const validateGuidesSearch = (search: Record<string, unknown>): GuidesSearch => {
  const hawb = Number(search.hawb);
  return Number.isSafeInteger(hawb) && hawb > 0
    ? {
        hawb,
        ...(search.issued === true || search.issued === 'true' || search.issued === 1
          ? { issued: true }
          : {}),
      }
    : {};
};

/** `/guides`: issue a house air waybill step by step, then print it and follow it. */
export const Route = createFileRoute('/_app/guides')({
  validateSearch: validateGuidesSearch,
  component: GuidesScreen,
});

const area = manifest.find((entry) => entry.path === '/guides')!;

function GuidesScreen() {
  const search = Route.useSearch();
  const navigate = useNavigate();
  return (
    <>
      <div data-print-hide className="area-header-print-hide">
        <AreaHeader area={area} />
      </div>
      {search.hawb ? (
        <HawbDocument key={search.hawb} id={search.hawb} issued={search.issued === true} />
      ) : (
        <HawbWizard onIssued={(id) => void navigate({ to: '/guides', search: { hawb: id, issued: true } })} />
      )}
    </>
  );
}
