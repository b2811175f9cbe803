export { Contact as icon } from 'lucide-react';
