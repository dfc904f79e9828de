import QRCode from 'qrcode';

/** QR images of the public menu links (spec 2 section 2.7): 1080 px PNGs made in the browser. */
export const QR_IMAGE_WIDTH = 1080;

/** The table's link: the store's menu link with the table's signed reference. */
export function tableMenuUrl(menuUrl: string, encryptedId: string): string {
  return `${menuUrl}?table=${encodeURIComponent(encryptedId)}`;
}

/** The spec's file name: the title with every non-alphanumeric character replaced by '_', then -qr.png. */
export function qrFileName(title: string): string {
  return `${title.replace(/[^a-zA-Z0-9]/g, '_')}-qr.png`;
}

export function qrDataUrl(url: string, width = QR_IMAGE_WIDTH): Promise<string> {
  return QRCode.toDataURL(url, { width, margin: 2, errorCorrectionLevel: 'M' });
}

/** Saves the QR code of `url` as a PNG file through the browser's download. */
export async function downloadQrCode(url: string, fileName: string): Promise<void> {
  const link = document.createElement('a');
  link.href = await qrDataUrl(url);
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}
