import { IconLanguage, IconShip, IconWifiOff } from '@tabler/icons-react';

// Spec icons used outside the manifest, in a module of their own so that the public pages (and /login's
// bundle) do not pull every area icon in; icons.ts maps them to their manifest keys too.
export const BrandIcon = IconShip;
export const NoConnectionIcon = IconWifiOff;
export const LanguageIcon = IconLanguage;
