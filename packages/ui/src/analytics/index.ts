// The analytics widgets of the design system; each folder here is one component.
// ECharts is reachable only from here: import these from a lazily loaded module so it stays out of other routes.
export * from './AppointmentStatsPanel/index.ts';
export * from './AppointmentChartCard/index.ts';
export * from './EChart/index.ts';
export * from './OpdOutcomesCard/index.ts';
