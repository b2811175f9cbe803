export { GeneralSettingsCard } from './components/general-settings-card';
