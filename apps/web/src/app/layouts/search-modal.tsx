import { canAccessArea } from '@mise/domain';
import { Search, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '../../lib/cn';
import type { SessionUser } from '../../lib/session';
import { useAppText } from '../i18n';
import { SEARCH_ENTRIES } from '../navigation';

/** Page search opened from the top bar or with Ctrl/Cmd+K (spec 1, dashboard layout). */
export function SearchModal({
  user,
  open,
  onOpenChange,
}: {
  user: SessionUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useAppText();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);

  const entries = useMemo(() => {
    // Searched by the titles as shown, in the language shown.
    const allowed = SEARCH_ENTRIES.filter((e) => canAccessArea(user, e.area)).map((e) => ({
      ...e,
      title: t(e.titleKey),
    }));
    const needle = text.trim().toLocaleLowerCase();
    return needle ? allowed.filter((e) => e.title.toLocaleLowerCase().includes(needle)) : allowed;
  }, [user, text, t]);

  useEffect(() => {
    if (!open) setText('');
    setActive(0);
  }, [open]);

  const go = (to: string) => {
    onOpenChange(false);
    navigate(to);
  };

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-stone-950/40" />
        <DialogPrimitive.Content className="fixed top-[12vh] left-1/2 z-50 w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 overflow-hidden rounded-2xl bg-white shadow-2xl focus:outline-none">
          <DialogPrimitive.Title className="sr-only">{t('searchPages')}</DialogPrimitive.Title>
          <DialogPrimitive.Description className="sr-only">{t('searchHint')}</DialogPrimitive.Description>
          <div className="flex items-center gap-2 border-b border-stone-100 px-4">
            <Search className="h-5 w-5 text-stone-500" aria-hidden />
            <input
              autoFocus
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setActive(0);
              }}
              onKeyDown={(e) => {
                if (e.key === 'ArrowDown') {
                  e.preventDefault();
                  setActive((i) => Math.min(i + 1, entries.length - 1));
                } else if (e.key === 'ArrowUp') {
                  e.preventDefault();
                  setActive((i) => Math.max(i - 1, 0));
                } else if (e.key === 'Enter' && entries[active]) {
                  go(entries[active].to);
                }
              }}
              placeholder={t('searchPagesPlaceholder')}
              aria-label={t('searchPages')}
              className="h-14 flex-1 bg-transparent text-base outline-none placeholder:text-stone-500"
            />
            <DialogPrimitive.Close
              className="rounded-lg p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-700"
              aria-label={t('close')}
            >
              <X className="h-5 w-5" />
            </DialogPrimitive.Close>
          </div>
          <ul className="max-h-96 overflow-y-auto p-2">
            {entries.length === 0 ? (
              <li className="px-3 py-6 text-center text-sm text-stone-500">{t('noPagesMatch')}</li>
            ) : null}
            {entries.map((entry, index) => (
              <li key={entry.to + entry.title}>
                <button
                  type="button"
                  onMouseEnter={() => setActive(index)}
                  onClick={() => go(entry.to)}
                  className={cn(
                    'flex w-full items-center justify-between rounded-lg px-3 py-2.5 text-start text-sm',
                    index === active ? 'bg-brand-50 text-brand-800' : 'text-stone-700',
                  )}
                >
                  {entry.title}
                  <span className="text-xs text-stone-500">{entry.to.replace('/dashboard/', '')}</span>
                </button>
              </li>
            ))}
          </ul>
          <p className="border-t border-stone-100 px-4 py-2.5 text-xs text-stone-500">{t('closeHint')}</p>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
