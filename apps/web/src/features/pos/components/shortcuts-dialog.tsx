import { Dialog } from '../../../components/ui/dialog';
import { POS_SHORTCUTS } from '../pos-shortcuts';

/** The POS's keyboard shortcuts (`?`). */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Keyboard shortcuts"
      description="They work anywhere on the POS except while typing in a field."
      size="sm"
    >
      <dl className="divide-y divide-stone-100 text-sm" aria-label="Shortcuts">
        {POS_SHORTCUTS.map((shortcut) => (
          <div key={shortcut.label} className="flex items-center justify-between gap-3 py-2">
            <dt className="text-stone-700">{shortcut.label}</dt>
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
