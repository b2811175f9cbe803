export { Link as icon } from 'lucide-react';
