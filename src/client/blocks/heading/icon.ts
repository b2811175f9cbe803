export { Heading as icon } from 'lucide-react';
