import { Dialog } from '../../../components/ui/dialog';
import { usePosText } from '../i18n';
import { POS_SHORTCUTS } from '../pos-shortcuts';

/** The POS's keyboard shortcuts (`?`). */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const { t } = usePosText();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('keyboardShortcuts')}
      description={t('shortcutsHint')}
      size="sm"
    >
      <dl className="divide-y divide-stone-100 text-sm" aria-label={t('shortcuts')}>
        {POS_SHORTCUTS.map((shortcut) => (
          <div key={shortcut.labelKey} className="flex items-center justify-between gap-3 py-2">
            <dt className="text-stone-700">{t(shortcut.labelKey)}</dt>
            <dd className="flex shrink-0 gap-1">
              {shortcut.keys.map((key) => (
                <kbd
                  key={key}
                  className="min-w-7 rounded border border-stone-300 bg-stone-50 px-1.5 py-0.5 text-center font-mono text-xs text-stone-800"
                >
                  {key}
                </kbd>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
