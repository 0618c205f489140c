/** Units of the USGS parameter codes seen in daily-value records; other codes keep the code as their measure. */
export const USGS_PARAMETER_UNITS: Readonly<Record<string, string>> = {
  '00060': 'cfs',
  '00065': 'ft',
  '00010': 'degC',
  '62614': 'ft',
};
