import type { TStoreSetting } from '@mise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ImageOff, ImageUp, Trash2 } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '../../components/ui/card';
import { useConfirm } from '../../components/ui/confirm';
import { withToast } from '../../lib/toast';
import { compressPhoto } from '../menu-items/compress-photo';
import { removeStoreLogo, storeSettingKey, uploadStoreLogo } from './api/store-setting-api';

/** The store's logo: at the top of every receipt, printed from the browser or by the print bridge. */
export function StoreLogoCard({ settings }: { settings: TStoreSetting }) {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: storeSettingKey });

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still triggers a change
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast.error('Please choose an image file!');
      return;
    }
    setBusy(true);
    try {
      await withToast(uploadStoreLogo(await compressPhoto(file), file.name));
      await refresh();
    } catch {
      // The toast told the user; the current logo stays.
    } finally {
      setBusy(false);
    }
  };

  const onRemove = async () => {
    if (!(await confirm({ message: 'Remove the logo from your receipts?', confirmLabel: 'Remove' }))) return;
    setBusy(true);
    try {
      await withToast(removeStoreLogo());
      await refresh();
    } catch {
      // The toast told the user.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Logo</CardTitle>
      </CardHeader>
      <CardBody className="space-y-3">
        <div className="flex h-28 items-center justify-center rounded-lg bg-stone-50 ring-1 ring-stone-200">
          {settings.image ? (
            <img
              src={settings.image}
              alt={`${settings.storeName} logo`}
              className="max-h-24 max-w-full object-contain"
            />
          ) : (
            <span className="flex flex-col items-center gap-1 text-sm text-stone-600">
              <ImageOff className="h-6 w-6" aria-hidden />
              No logo yet
            </span>
          )}
        </div>
        <p className="text-xs text-stone-500">
          Printed at the top of receipts. A dark logo on white prints best.
        </p>
        <div className="flex gap-2">
          <input
            ref={input}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-label="Logo file"
            onChange={onFile}
          />
          <Button className="flex-1" variant="outline" loading={busy} onClick={() => input.current?.click()}>
            <ImageUp className="h-4 w-4" aria-hidden />
            {settings.image ? 'Change Logo' : 'Upload Logo'}
          </Button>
          {settings.image ? (
            <Button variant="outline" size="icon" aria-label="Remove logo" disabled={busy} onClick={onRemove}>
              <Trash2 className="h-4 w-4 text-red-600" aria-hidden />
            </Button>
          ) : null}
        </div>
      </CardBody>
    </Card>
  );
}
