export {
  StatCard,
  type StatCardProps,
  type StatTrend,
  type StatTrendDirection,
  type StatTrendSentiment,
} from './StatCard.tsx';
