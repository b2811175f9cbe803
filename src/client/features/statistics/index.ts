export { StatisticsPanel } from './components/statistics-panel';
export { StatsActions } from './components/stats-actions';
export type { BlockTitle } from './components/blocks-table';
