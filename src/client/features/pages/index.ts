export { CreatePageForm } from './components/create-page-form';
