export { PanelsTopLeft as icon } from 'lucide-react';
