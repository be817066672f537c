export { PreferencesModal } from './PreferencesModal';
