export { AdminScreen } from './components/admin-screen';
export { ADMIN_MESSAGES } from './lib/messages';
