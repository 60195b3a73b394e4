import { forgetRangeFigures } from './cache';
import { forgetMonthFigures } from './months';

/** Drops every figure this process keeps (an instance stopping: the next one has its own database). */
export function forgetReportFigures(): void {
  forgetRangeFigures();
  forgetMonthFigures();
}
