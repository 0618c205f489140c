import { useId, type InputHTMLAttributes } from 'react';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & { label: string };

export function Checkbox({ label, className, ...input }: CheckboxProps) {
  const id = useId();
  return (
    <div className={['ui-checkbox', className].filter(Boolean).join(' ')}>
      <input {...input} id={id} type="checkbox" />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
