export { BlockView } from './block-view';
