export { OpdOutcomesCard, type OpdOutcomesCardProps } from './OpdOutcomesCard.tsx';
export { countText, departmentOutcomeRows, doctorOutcomeRows, hasOpdFigures, rateText, waitText, type OpdFigures, type OpdOutcomeRow } from './opdOutcomeRows.ts';
