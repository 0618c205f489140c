export {
  type BasinRule,
  type ThresholdRule,
  type VolumeRule,
  BASIN_SHEET_TITLE,
  CONDAMINE_BALONNE_RULES,
} from './catalogue.ts';
export {
  type BasinEvaluation,
  type BasinRuleResult,
  ML_PER_DAY_PER_CFS,
  evaluateBasinRules,
  trailingVolumes,
} from './evaluate.ts';
