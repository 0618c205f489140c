import { Menu } from '../../../components/ui/index.ts';
import type { ChartExporter } from './panel-context.tsx';
import { CopyIcon, DeleteIcon, DownloadIcon, HelpIcon, LargerFontIcon, LinkIcon, SmallerFontIcon } from './icons.tsx';

interface PanelToolbarProps {
  title: string;
  experimental: boolean;
  fontSize: number;
  exporter: ChartExporter | null;
  onCopy: () => void;
  onDelete: () => void;
  onFontStep: (step: 1 | -1) => void;
  onExport: (format: 'png' | 'svg' | 'csv') => void;
  onCopyLink: () => void;
  onHelp: () => void;
}

/** The chart panel's toolbar: copy, delete, smaller and larger font, export, link and help. */
export function PanelToolbar({
  title,
  experimental,
  fontSize,
  exporter,
  onCopy,
  onDelete,
  onFontStep,
  onExport,
  onCopyLink,
  onHelp,
}: PanelToolbarProps) {
  const canExport = exporter !== null;
  return (
    <div className="chart-panel__toolbar" data-tour="toolbar">
      <h2 className="chart-panel__title">
        {title}
        {experimental && <span className="badge">experimental</span>}
      </h2>
      <div className="chart-panel__tools" role="toolbar" aria-label="Chart tools">
        <button type="button" className="icon-button" aria-label="Copy chart" title="Copy chart" onClick={onCopy}>
          <CopyIcon />
        </button>
        <button type="button" className="icon-button" aria-label="Delete chart" title="Delete chart" onClick={onDelete}>
          <DeleteIcon />
        </button>
        <span className="chart-panel__divider" aria-hidden="true" />
        <button
          type="button"
          className="icon-button"
          aria-label="Smaller font"
          title="Smaller font"
          onClick={() => onFontStep(-1)}
        >
          <SmallerFontIcon />
        </button>
        <span className="chart-panel__font-size" aria-label="Font size" title="Font size">
          {fontSize}
        </span>
        <button
          type="button"
          className="icon-button"
          aria-label="Larger font"
          title="Larger font"
          onClick={() => onFontStep(1)}
        >
          <LargerFontIcon />
        </button>
        <span className="chart-panel__divider" aria-hidden="true" />
        <Menu
          trigger={<DownloadIcon />}
          triggerLabel="Export"
          items={[
            {
              label: 'PNG image',
              onSelect: () => onExport('png'),
              disabled: !canExport || (exporter.view === null && !exporter.png),
            },
            { label: 'SVG image', onSelect: () => onExport('svg'), disabled: !canExport || exporter.view === null },
            {
              label: 'CSV of the data shown',
              onSelect: () => onExport('csv'),
              disabled: !canExport || exporter.csv === null,
            },
          ]}
        />
        <button
          type="button"
          className="icon-button"
          aria-label="Copy link"
          title="Copy a link to this chart"
          onClick={onCopyLink}
        >
          <LinkIcon />
        </button>
        <button type="button" className="icon-button" aria-label="Help" title="Help" onClick={onHelp}>
          <HelpIcon />
        </button>
      </div>
    </div>
  );
}
