// Toolbar icons, drawn on a 24-unit grid in the current colour.
const icon = (path: string) =>
  function Icon() {
    return (
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path fill="currentColor" d={path} />
      </svg>
    );
  };

export const CopyIcon = icon(
  'M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z',
);
export const DeleteIcon = icon('M6 19a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V7H6v12zM19 4h-3.5l-1-1h-5l-1 1H5v2h14V4z');
export const LinkIcon = icon(
  'M3.9 12a3.1 3.1 0 0 1 3.1-3.1h4V7H7a5 5 0 0 0 0 10h4v-1.9H7A3.1 3.1 0 0 1 3.9 12zM8 13h8v-2H8v2zm9-6h-4v1.9h4a3.1 3.1 0 0 1 0 6.2h-4V17h4a5 5 0 0 0 0-10z',
);
export const HelpIcon = icon(
  'M11 18h2v-2h-2v2zm1-16a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16zm0-14a4 4 0 0 0-4 4h2a2 2 0 1 1 4 0c0 2-3 1.75-3 5h2c0-2.25 3-2.5 3-5a4 4 0 0 0-4-4z',
);
export const DownloadIcon = icon('M19 9h-4V3H9v6H5l7 7 7-7zM5 18v2h14v-2H5z');
// A letter A with a minus or a plus beside it: the font-size buttons.
export const SmallerFontIcon = icon(
  'M2 20 8 4h2l6 16h-2.2l-1.5-4H5.7l-1.5 4H2zm4.4-6h5.2L9 7.1 6.4 14zM17 7h6v2h-6V7z',
);
export const LargerFontIcon = icon(
  'M2 20 8 4h2l6 16h-2.2l-1.5-4H5.7l-1.5 4H2zm4.4-6h5.2L9 7.1 6.4 14zM17 7h2V5h2v2h2v2h-2v2h-2V9h-2V7z',
);
