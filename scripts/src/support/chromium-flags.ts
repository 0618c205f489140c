/**
 * What every headless Chromium the browser tests and benchmarks drive starts with: no sandbox (CI runs as root), no
 * network or first-run work of its own, and none of the omnibox pages a new window of a recent Chromium loads even
 * headless (two pages and hundreds of files per window, in processes of their own), which would take from the page
 * under test the CPU that a visitor's long-open browser does not spend on them.
 */
export const HEADLESS_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

/** WebGL (the maps and the 3-D view) on Chromium's emulated GPU, as no GPU is there. */
export const EMULATED_GPU_ARGS = ['--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'];
