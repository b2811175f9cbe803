export { BlockView, type BlockViewProps, UNPARSEABLE_MESSAGE } from './block-view';
export { RENDERERS, rendererFor } from './renderers';
export type { BlockRenderer, BlockRendererProps, ViewMode } from './lib/types';
