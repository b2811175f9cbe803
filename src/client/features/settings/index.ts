export { GeneralSettingsCard } from './components/general-settings-card';
export { IdentityCard } from './components/identity-card';
export { AccessCard } from './components/access-card';
