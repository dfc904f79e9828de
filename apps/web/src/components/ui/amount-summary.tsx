/**
 * A short list of amounts closed by the one that matters (Total, Due, Left to refund), as the
 * paying and refund dialogs show them. Values come formatted.
 */
export function AmountSummary({
  label,
  rows,
  total,
}: {
  label: string;
  rows: ReadonlyArray<{ label: string; value: string } | null>;
  total: { label: string; value: string; testId: string };
}) {
  return (
    <dl className="space-y-1.5 rounded-xl bg-stone-50 p-4 text-sm" aria-label={label}>
      {rows.map((row) =>
        row ? (
          <div key={row.label} className="flex justify-between">
            <dt className="text-stone-600">{row.label}</dt>
            <dd className="tabular-nums">{row.value}</dd>
          </div>
        ) : null,
      )}
      <div className="flex justify-between border-t border-stone-200 pt-1.5 text-base font-semibold">
        <dt>{total.label}</dt>
        <dd className="tabular-nums" data-testid={total.testId}>
          {total.value}
        </dd>
      </div>
    </dl>
  );
}
