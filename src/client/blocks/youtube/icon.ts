export { SquarePlay as icon } from 'lucide-react';
