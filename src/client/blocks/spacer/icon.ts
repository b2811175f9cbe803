export { MoveVertical as icon } from 'lucide-react';
