export { StatisticsPanel } from './components/statistics-panel';
export { StatsActions } from './components/stats-actions';
export { SharedStatistics } from './components/shared-statistics';
;
