/**
 * Both adapters return the same JavaScript values: int8 and numeric as decimal strings (no precision
 * loss), date as 'YYYY-MM-DD' (no time-zone shift), timestamptz as Date, json/jsonb parsed.
 */
export const INT8_OID = 20;
export const DATE_OID = 1082;

export const keepText = (value: string): string => value;
