// Builds small waterservices answers with the same property names and nesting as the real service,
// so the parser's core behaviours are tested without the recorded files.

export interface BuiltReading {
  value: string;
  dateTime: string;
  qualifiers?: string[];
}

export interface BuiltSeries {
  site: string;
  parameter: string;
  siteName?: string;
  /** One list of readings per method. */
  methods: BuiltReading[][];
}

export function gaugeAnswer(series: BuiltSeries[]): unknown {
  return {
    name: 'ns1:timeSeriesResponseType',
    declaredType: 'org.cuahsi.waterml.TimeSeriesResponseType',
    value: {
      queryInfo: { criteria: {}, note: [] },
      timeSeries: series.map((one, index) => ({
        sourceInfo: {
          siteName: one.siteName ?? `SITE ${one.site}`,
          siteCode: [{ value: one.site, network: 'NWIS', agencyCode: 'USGS' }],
        },
        variable: {
          variableCode: [
            {
              value: one.parameter,
              network: 'NWIS',
              vocabulary: 'NWIS:UnitValues',
              variableID: 45807197,
              default: true,
            },
          ],
          noDataValue: -999999.0,
        },
        values: one.methods.map((readings, method) => ({
          value: readings.map((reading) => ({
            value: reading.value,
            qualifiers: reading.qualifiers ?? ['P'],
            dateTime: reading.dateTime,
          })),
          method: [{ methodDescription: '', methodID: 1000 + method }],
        })),
        name: `USGS:${one.site}:${one.parameter}:${String(index).padStart(5, '0')}`,
      })),
    },
  };
}
