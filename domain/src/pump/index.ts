export {
  PUMP_REQUIRED_COLUMNS,
  type PumpRow,
  type PumpProblem,
  type PumpFile,
  type PumpChange,
  parsePumpCsv,
  withChanges,
  transectNames,
} from './transects.ts';
