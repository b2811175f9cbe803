export { Image as icon } from 'lucide-react';
