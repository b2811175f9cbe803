export { SubscribersPanel } from './components/subscribers-panel';
