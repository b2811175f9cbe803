export { BlockView, type BlockViewProps, UNPARSEABLE_MESSAGE } from './block-view';
export { BLOCK_VIEWS, rendererFor } from './renderers';
export type { BlockRenderer, BlockRendererProps, ViewMode } from './lib/types';
