export { LanguageMenu } from './LanguageMenu';
export { LanguageSwitch } from './LanguageSwitch';
export { LANGUAGE_NAMES, useSwitchLanguage } from './useSwitchLanguage';
