export { CustomDomainCard } from './components/custom-domain-card';
