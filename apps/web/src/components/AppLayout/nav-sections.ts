import {
  type Area,
  type MessageDescriptor,
  manifest,
  NAV_GROUPS,
  type NavGroup,
  type PermissionFlag,
} from '@extranet/routes-manifest';

export interface NavSection {
  group: NavGroup;
  title: MessageDescriptor;
  areas: Area[];
}

/**
 * The side bar: manifest areas the user may open, in the manifest's groups and order; groups left
 * empty disappear.
 */
export function buildNavigation(
  allowed: (flag: PermissionFlag | null) => boolean,
  areas: readonly Area[] = manifest,
): NavSection[] {
  return (Object.keys(NAV_GROUPS) as NavGroup[])
    .map((group) => ({
      group,
      title: NAV_GROUPS[group],
      areas: areas.filter((area) => area.group === group && allowed(area.permission)),
    }))
    .filter((section) => section.areas.length > 0);
}

/** Is `pathname` inside the area at `areaPath` (`/` only matches itself)? */
export const isActivePath = (pathname: string, areaPath: string): boolean =>
  areaPath === '/' ? pathname === '/' : pathname === areaPath || pathname.startsWith(`${areaPath}/`);
