/**
 * Vega's expression interpreter (which the charts use, as the content security policy allows no
 * `eval`) makes, on every evaluation, a new object of functions and six new functions routing the
 * event functions (`item()`, `x()`, ...) to the event. A chart evaluates its encoders for every
 * point: about 20,000 evaluations for the large project's first chart, each making these eight
 * objects. Without an event (encoders, operators, parameters: all but event handlers) the routed
 * functions cannot run (they read the absent event and throw, before and after this change), so the
 * object of functions is made once per function table and kept. Should vega-interpreter's
 * `interpret` change, the build fails rather than go on without this.
 */
import type { Plugin } from 'vite';

const INTERPRETER = /[\\/]node_modules[\\/]vega-interpreter[\\/]build[\\/]vega-interpreter\.js$/;

const ORIGINAL = `function interpret (ast, fn, params, datum, event, item) {
  const $ = n => Visitors[n.type]($, n);
  $.memberDepth = 0;
  $.fn = Object.create(fn);
  $.params = params;
  $.datum = datum;
  $.event = event;
  $.item = item;

  // route event functions to annotated vega event context
  EventFunctions.forEach(f => $.fn[f] = (...args) => event.vega[f](...args));
  return $(ast);
}`;

const KEPT_ONCE = `// route event functions to annotated vega event context
function routedFunctions(fn, event) {
  const routed = Object.create(fn);
  EventFunctions.forEach(f => routed[f] = (...args) => event.vega[f](...args));
  return routed;
}
// without an event, the same routed functions for every evaluation (see web/build/vega-interpreter-calls.ts)
const routedWithoutEvent = new WeakMap();
function interpret (ast, fn, params, datum, event, item) {
  const $ = n => Visitors[n.type]($, n);
  $.memberDepth = 0;
  if (event === undefined) {
    let routed = routedWithoutEvent.get(fn);
    if (routed === undefined) routedWithoutEvent.set(fn, (routed = routedFunctions(fn, event)));
    $.fn = routed;
  } else {
    $.fn = routedFunctions(fn, event);
  }
  $.params = params;
  $.datum = datum;
  $.event = event;
  $.item = item;
  return $(ast);
}`;

export function vegaInterpreterCallsWithoutEvent(): Plugin {
  return {
    name: 'waterline-vega-interpreter-calls',
    transform(code, id) {
      if (!INTERPRETER.test(id)) return null;
      if (!code.includes(ORIGINAL))
        this.error(
          'vega-interpreter changed: its interpret function is not the one web/build/vega-interpreter-calls.ts expects',
        );
      return { code: code.replace(ORIGINAL, KEPT_ONCE), map: null };
    },
  };
}
