// Vega's own packages ship without types; their exports are the ones the `vega` bundle re-exports.
declare module 'vega-dataflow' {
  export { transforms } from 'vega';
}
declare module 'vega-parser' {
  export { parse } from 'vega';
}
declare module 'vega-view' {
  export { View } from 'vega';
}
declare module 'vega-encode';
declare module 'vega-transforms';
declare module 'vega-view-transforms';
