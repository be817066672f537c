export { AreaIcon } from './AreaIcon';
export { BrandIcon, LanguageIcon, NoConnectionIcon } from './app-icons';
export { ICONS } from './icons';
