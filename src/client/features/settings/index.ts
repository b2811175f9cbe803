export { GeneralSettingsCard } from './components/general-settings-card';
export { AccessCard } from './components/access-card';
