export { Minus as icon } from 'lucide-react';
