export { PublicationCard } from './components/publication-card';
