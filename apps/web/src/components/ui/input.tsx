import { Search } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';

const control =
  'w-full rounded-lg border border-stone-300 bg-white px-3 text-sm text-stone-900 shadow-xs placeholder:text-stone-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none disabled:bg-stone-100 disabled:text-stone-500 aria-invalid:border-red-500';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(control, 'h-10', className)} {...props} />;
}

/** A search box with its magnifier; `className` places the wrapper (width, margins). */
export function SearchInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <div className={cn('relative', className)}>
      <Search className="pointer-events-none absolute top-1/2 start-3 h-4 w-4 -translate-y-1/2 text-stone-500" />
      <Input type="search" className="ps-9" {...props} />
    </div>
  );
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(control, 'min-h-20 py-2', className)} {...props} />;
}

export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <select className={cn(control, 'h-10 pe-8', className)} {...props}>
      {children}
    </select>
  );
}

export interface FieldProps {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
  /** Renders the control with the ids wired for the label, hint and error. */
  children: (ids: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

/** A labelled form control with its hint and error text. */
export function Field({ label, error, hint, className, children }: FieldProps) {
  const id = useId();
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-700">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled text input: the common case of `Field` with an `Input` (titles, names, amounts). */
export function TextField({
  label,
  error,
  hint,
  className,
  inputRef,
  onValueChange,
  ...input
}: Omit<FieldProps, 'children'> &
  Omit<ComponentProps<'input'>, 'onChange' | 'ref' | 'className'> & {
    inputRef?: (element: HTMLInputElement | null) => void;
    onValueChange: (value: string) => void;
  }) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(ids) => <Input {...ids} {...input} ref={inputRef} onChange={(e) => onValueChange(e.target.value)} />}
    </Field>
  );
}
