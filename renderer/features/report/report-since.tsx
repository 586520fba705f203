// Where the integration report starts reading: the account's last reset (the default), or a
// moment the person picks — a local date and time, sent as ISO 8601 with its zone.

export type Since = { kind: 'reset' } | { kind: 'at'; iso: string };

/** `YYYY-MM-DDTHH:MM` (a datetime-local value) for an instant, in the browser's zone. */
function localInputValue(ms: number): string {
  const local = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export function ReportSince({ value, onChange }: { value: Since; onChange: (since: Since) => void }) {
  const atValue = value.kind === 'at' ? localInputValue(Date.parse(value.iso)) : '';
  const choose = (local: string) => {
    const ms = new Date(local).getTime();
    if (Number.isFinite(ms)) onChange({ kind: 'at', iso: new Date(ms).toISOString() });
  };
  return (
    <fieldset className="report-since">
      <legend>Ler desde</legend>
      <label>
        <input type="radio" name="report-since" checked={value.kind === 'reset'} onChange={() => onChange({ kind: 'reset' })} /> o último reset da conta
      </label>
      <label>
        <input
          type="radio"
          name="report-since"
          checked={value.kind === 'at'}
          onChange={() => choose(localInputValue(Date.now() - 3_600_000))}
        />{' '}
        um momento:
      </label>
      <input
        type="datetime-local"
        aria-label="Ler desde este momento"
        value={atValue}
        disabled={value.kind !== 'at'}
        onChange={(event) => choose(event.target.value)}
      />
    </fieldset>
  );
}
