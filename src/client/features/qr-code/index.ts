export { QrCodeCard } from './components/qr-code-card';
