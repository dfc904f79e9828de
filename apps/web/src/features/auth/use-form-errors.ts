import { useRef, useState } from 'react';

/**
 * Field errors for a small form: `fail(field, message)` shows the message under the field and
 * focuses it, as the spec asks for the login form.
 */
export function useFormErrors<F extends string>() {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const refs = useRef<Partial<Record<F, HTMLElement | null>>>({});
  return {
    errors,
    register: (field: F) => (element: HTMLElement | null) => {
      refs.current[field] = element;
    },
    fail(field: F, message: string): false {
      setErrors({ [field]: message } as Partial<Record<F, string>>);
      refs.current[field]?.focus();
      return false;
    },
    clear: () => setErrors({}),
  };
}
