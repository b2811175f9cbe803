export { Type as icon } from 'lucide-react';
