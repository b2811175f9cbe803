export { AccountScreen } from './components/account-screen';
;
;
;
;
;
