import type { IconKey } from '@extranet/routes-manifest';
import type { IconProps } from '@tabler/icons-react';
import { ICONS } from './icons';

export function AreaIcon({ icon, ...props }: { icon: IconKey } & IconProps) {
  const Component = ICONS[icon];
  return <Component aria-hidden stroke={1.6} {...props} />;
}
