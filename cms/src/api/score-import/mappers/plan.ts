import { scorePlanCounts, type ScoreImportPlan } from '@dalil/domain/rules';

/** The plan as the screen reads it: the counts, each change (old → new) and each refused row. */
export function toPlanAnswer(plan: ScoreImportPlan, planId: string) {
  return {
    planId,
    counts: scorePlanCounts(plan),
    changed: plan.changed.map(({ offeringId: _id, ...change }) => change),
    refused: plan.refused,
  };
}
