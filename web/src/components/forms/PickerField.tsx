import { useId, type ReactNode } from 'react';

/** A labelled picker of the filter panel; `children` gets the id to put on its control. */
export function PickerField({
  label,
  children,
  className,
}: {
  label: string;
  children: (id: string) => ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={['picker', className].filter(Boolean).join(' ')}>
      <label className="picker__label" htmlFor={id}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}
