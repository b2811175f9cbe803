export { FileText as icon } from 'lucide-react';
