import type { IconKey } from '@extranet/routes-manifest';
import {
  IconBuildingCommunity,
  IconCalculator,
  IconChartBar,
  IconCrane,
  IconFileInvoice,
  IconFileSpreadsheet,
  IconForklift,
  IconHistory,
  IconLayoutDashboard,
  IconLeaf,
  IconLicense,
  IconPackageExport,
  IconPackageImport,
  IconPlane,
  IconPlaneArrival,
  IconShieldLock,
  IconTruck,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';
import { BrandIcon, LanguageIcon, NoConnectionIcon } from './app-icons';

/**
 * The one place manifest icon keys become pictures (the product's icons: cargo ship, truck, airplane, pier crane,
 * load and unload container, scissor lifting, excel file, customs, no connection, language).
 */
export const ICONS: Readonly<Record<IconKey, TablerIcon>> = {
  cargoShip: BrandIcon,
  truck: IconTruck,
  airplane: IconPlane,
  pierCrane: IconCrane,
  containerLoad: IconPackageImport,
  containerUnload: IconPackageExport,
  scissorLift: IconForklift,
  excelFile: IconFileSpreadsheet,
  customs: IconLicense,
  noConnection: NoConnectionIcon,
  language: LanguageIcon,
  dashboard: IconLayoutDashboard,
  airTracking: IconPlaneArrival,
  calculator: IconCalculator,
  invoice: IconFileInvoice,
  leaf: IconLeaf,
  chart: IconChartBar,
  users: IconUsers,
  roles: IconShieldLock,
  customers: IconBuildingCommunity,
  activity: IconHistory,
};
