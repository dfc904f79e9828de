import { parseScopes, SCOPES, type Scope } from '@mise/domain';
import { Check } from 'lucide-react';
import { cn } from '../../lib/cn';
import type { SessionUser } from '../../lib/session';
import { useUsersText } from './i18n';

/** The scopes someone may hand out: an admin all of them, a staff manager only their own. */
export function grantableScopes(actor: SessionUser): readonly Scope[] {
  return actor.role === 'admin' ? SCOPES : parseScopes(actor.scope);
}

/** The catalogue key of a scope's name ("CUSTOMER_DISPLAY" → "scope_CUSTOMER_DISPLAY", "CUSTOMER DISPLAY" in English). */
export function scopeKey(scope: string): string {
  return `scope_${scope}`;
}

/** Every defined scope as a chip to switch on or off (spec 2 section 2.5). */
export function ScopePicker({
  value,
  onChange,
  grantable,
  error,
}: {
  value: Scope[];
  onChange: (scopes: Scope[]) => void;
  grantable: readonly Scope[];
  error?: string | null;
}) {
  const { t } = useUsersText();
  const toggle = (scope: Scope) =>
    onChange(
      value.includes(scope)
        ? value.filter((s) => s !== scope)
        : SCOPES.filter((s) => s === scope || value.includes(s)),
    );
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium text-stone-700">{t('scopes')}</legend>
      <div className="flex flex-wrap gap-1.5">
        {SCOPES.map((scope) => {
          const selected = value.includes(scope);
          const allowed = grantable.includes(scope);
          return (
            <button
              key={scope}
              type="button"
              aria-pressed={selected}
              disabled={!allowed && !selected}
              title={allowed ? undefined : t('cannotGrant')}
              onClick={() => toggle(scope)}
              className={cn(
                'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-medium ring-1 ring-inset transition-colors disabled:cursor-not-allowed disabled:opacity-40',
                selected
                  ? 'bg-brand-700 text-white ring-brand-700 hover:bg-brand-800'
                  : 'bg-white text-stone-700 ring-stone-300 hover:bg-stone-50',
              )}
            >
              {selected ? <Check className="h-3 w-3" aria-hidden /> : null}
              {t(scopeKey(scope), { defaultValue: scope.replaceAll('_', ' ') })}
            </button>
          );
        })}
      </div>
      {error ? (
        <p role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
