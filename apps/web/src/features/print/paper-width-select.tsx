import { useState } from 'react';
import { Field, Select } from '../../components/ui/input';
import { readJson, STORAGE_KEYS, writeJson } from '../../lib/storage-keys';
import { usePrintText } from './i18n';

const PAPER_WIDTHS = [80, 57] as const;

/** The receipt roll a till prints its reports on (80 or 57 mm), remembered in the browser. */
export function usePaperWidth(): [number, (width: number) => void] {
  const [paper, setPaper] = useState<number>(() => readJson(STORAGE_KEYS.shiftReportPaper, 80));
  return [
    paper,
    (width) => {
      setPaper(width);
      writeJson(STORAGE_KEYS.shiftReportPaper, width);
    },
  ];
}

export function PaperWidthSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (width: number) => void;
}) {
  const { t } = usePrintText();
  return (
    <Field label={label} className="flex items-center gap-2 space-y-0 whitespace-nowrap">
      {(ids) => (
        <Select {...ids} className="w-28" value={value} onChange={(e) => onChange(Number(e.target.value))}>
          {PAPER_WIDTHS.map((w) => (
            <option key={w} value={w}>
              {t('paperWidthMm', { width: w })}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
