/**
 * The Condamine-Balonne basin sheet's rule catalogue (docs/product-guide.md#what-a-project-holds): flow rules a
 * daily flow series in ML/d is checked against. Data, not code: the sheet shows and
 * evaluates whatever is listed here.
 */
export interface BasinRuleBase {
  readonly id: string;
  readonly label: string;
  /** What the rule protects (shown in the sheet). */
  readonly target: string;
  /** First and last month (1..12) in which a day may count; a pair that wraps runs over the year's end (8, 5 is Aug-May); null: every month. */
  readonly allowedMonths: readonly [number, number] | null;
  /** Days after an event's last day during which no new event may start. */
  readonly cooldownDays: number;
}

/** Flow at or above (or, with `below`, under) `thresholdMLd` for at least `minDays` days in a row. */
export interface ThresholdRule extends BasinRuleBase {
  readonly kind: 'threshold';
  readonly thresholdMLd: number;
  readonly below: boolean;
  readonly minDays: number;
}

/** At least `volumeML` megalitres passing in the `windowDays` days ending on a day. */
export interface VolumeRule extends BasinRuleBase {
  readonly kind: 'volume';
  readonly volumeML: number;
  readonly windowDays: number;
}

export type BasinRule = ThresholdRule | VolumeRule;

export const BASIN_SHEET_TITLE = 'Condamine-Balonne';

export const CONDAMINE_BALONNE_RULES: readonly BasinRule[] = [
  {
    id: 'low-flow-spell',
    kind: 'threshold',
    label: 'Low-flow spell',
    target: 'Waterhole refuges (a spell to avoid)',
    thresholdMLd: 1000,
    below: true,
    minDays: 7,
    allowedMonths: null,
    cooldownDays: 0,
  },
  {
    id: 'small-fresh',
    kind: 'threshold',
    label: 'Small fresh',
    target: 'Fish movement between weir pools',
    thresholdMLd: 1000,
    below: false,
    minDays: 7,
    allowedMonths: null,
    cooldownDays: 14,
  },
  {
    id: 'spring-fresh',
    kind: 'threshold',
    label: 'In-channel fresh',
    target: 'Golden perch spawning',
    thresholdMLd: 3500,
    below: false,
    minDays: 14,
    allowedMonths: [8, 5],
    cooldownDays: 30,
  },
  {
    id: 'summer-fresh',
    kind: 'threshold',
    label: 'Summer fresh',
    target: 'Channel bench wetting',
    thresholdMLd: 2000,
    below: false,
    minDays: 5,
    allowedMonths: [12, 3],
    cooldownDays: 20,
  },
  {
    id: 'bankfull',
    kind: 'threshold',
    label: 'Bankfull flow',
    target: 'Lower Balonne floodplain connection',
    thresholdMLd: 9200,
    below: false,
    minDays: 12,
    allowedMonths: null,
    cooldownDays: 60,
  },
  {
    id: 'narran-lakes',
    kind: 'volume',
    label: 'Narran Lakes inflow',
    target: 'Colonial waterbird breeding',
    volumeML: 154000,
    windowDays: 90,
    allowedMonths: null,
    cooldownDays: 365,
  },
  {
    id: 'floodplain-volume',
    kind: 'volume',
    label: 'Large floodplain inundation',
    target: 'Coolibah woodland',
    volumeML: 250000,
    windowDays: 60,
    allowedMonths: [7, 4],
    cooldownDays: 180,
  },
];
