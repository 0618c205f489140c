/** The daily parameters an observed record may hold, with the daily statistic the service keeps for each. */
export const OBSERVED_PARAMETERS = {
  '00060': { label: 'Discharge', statistic: '00003' },
  '00065': { label: 'Stage', statistic: '00003' },
  '62614': { label: 'Lake elevation', statistic: '32400' },
} as const;
export type ObservedParameter = keyof typeof OBSERVED_PARAMETERS;
