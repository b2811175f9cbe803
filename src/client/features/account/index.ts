export { AccountScreen } from './components/account-screen';
export { AccountSection } from '@/components/account-section';
export { StatusLine, type Status } from '@/components/status-line';
export { TextField } from '@/components/text-field';
export { useAccount, ACCOUNT_KEY } from './api/get-account';
export { ACCOUNT_MESSAGES } from './lib/messages';
