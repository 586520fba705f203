// A date field that reads and writes DD/MM/AAAA whatever the browser's language: a masked text
// input, Portuguese messages at the field, and a calendar in Portuguese that works from the
// keyboard (arrows, Home/End, PageUp/PageDown, Enter, Escape). It hands the API's YYYY-MM-DD to
// its form. `<input type="date">` was replaced because its format, its messages and its picker
// follow the browser's locale (mm/dd/yyyy and English messages on an English system).
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { checkDate, isoToBr, maskDate, monthGrid, monthTitle, moveFocus, spokenDate, addMonthsIso, WEEKDAYS, WEEKDAYS_SHORT } from './date-input.ts';
import { useDayMarks } from './day-marks.tsx';
import './date-field.css';

export interface DateFieldProps {
  id: string;
  label: string;
  /** "YYYY-MM-DD", or "" when there is no valid date. */
  value: string;
  /** Called with "YYYY-MM-DD" when the text is a valid date within the bounds, "" otherwise. */
  onChange(value: string): void;
  required?: boolean;
  min?: string;
  max?: string;
  /** The account's today ("YYYY-MM-DD"): the calendar opens on it and marks it. */
  today?: string;
  hint?: ReactNode;
}

export function DateField({ id, label, value, onChange, required, min, max, today, hint }: DateFieldProps) {
  const [text, setText] = useState(isoToBr(value));
  const [touched, setTouched] = useState(false);
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const check = checkDate(text, { required, min, max });
  const popupId = `${id}-calendar`;

  // A value set from outside (a default computed once the clock is read) shows in the field.
  useEffect(() => {
    if (value && value !== check.iso) setText(isoToBr(value));
  }, [value]); // eslint-disable-line react-hooks/exhaustive-deps -- only a new value from outside: re-running as the text is typed (check.iso) would overwrite the typing

  // The form's own validation refuses to submit while the text is not a valid date.
  useEffect(() => {
    input.current?.setCustomValidity(check.error ?? '');
  }, [check.error]);

  const type = (typed: string) => {
    const masked = maskDate(typed);
    setText(masked);
    onChange(checkDate(masked, { required, min, max }).iso ?? '');
  };
  const pick = (iso: string) => {
    type(isoToBr(iso));
    setTouched(true);
    setOpen(false);
    input.current?.focus();
  };

  const showError = check.error !== null && (touched || text.length === 10);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  return (
    <div
      className="field date-field"
      ref={wrapper}
      onBlur={(event) => {
        // Tabbing on past the calendar closes it (a focused day unmounted by a month change has no relatedTarget).
        const next = event.relatedTarget as Node | null;
        if (open && next && !wrapper.current?.contains(next)) setOpen(false);
      }}
    >
      <label htmlFor={id}>{label}</label>
      <div className="date-field-row">
        <input
          ref={input}
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="DD/MM/AAAA"
          maxLength={10}
          value={text}
          aria-required={required || undefined}
          aria-invalid={showError || undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
          onChange={(e) => type(e.target.value)}
          onBlur={() => setTouched(true)}
          onInvalid={(e) => {
            e.preventDefault(); // the message is shown at the field, in Portuguese, not in the browser's bubble
            setTouched(true);
          }}
        />
        <button
          ref={toggle}
          type="button"
          className="btn btn-icon date-field-toggle"
          // Not named after the field: a test or a screen reader looking up the label finds the input alone.
          aria-label="Abrir o calendário"
          title="Abrir o calendário"
          aria-controls={open ? popupId : undefined}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          <CalendarIcon />
        </button>
      </div>
      {open && (
        <Calendar
          id={popupId}
          label={label}
          selected={check.iso}
          start={check.iso ?? today ?? min ?? new Date().toISOString().slice(0, 10)}
          today={today}
          min={min}
          max={max}
          onPick={pick}
          onClose={() => {
            setOpen(false);
            toggle.current?.focus();
          }}
          container={wrapper}
        />
      )}
      {hint && (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      )}
      <p className="field-error" id={errorId} aria-live="polite">
        {showError ? check.error : ''}
      </p>
    </div>
  );
}

function Calendar({ id, label, selected, start, today, min, max, onPick, onClose, container }: {
  id: string;
  label: string;
  selected: string | null;
  start: string;
  today?: string;
  min?: string;
  max?: string;
  onPick(iso: string): void;
  onClose(): void;
  container: RefObject<HTMLDivElement | null>;
}) {
  const [focused, setFocused] = useState(start);
  const grid = useRef<HTMLTableElement>(null);
  const titleId = useId();
  const allowed = (iso: string) => !(min && iso < min) && !(max && iso > max);
  const weeks = monthGrid(focused);
  const monthDays = weeks.flat().filter((iso): iso is string => iso !== null);
  // Days banks are closed: a boleto due on one is paid at face value through the next business day.
  const marks = useDayMarks(monthDays[0], monthDays[monthDays.length - 1]);

  useEffect(() => {
    grid.current?.querySelector<HTMLButtonElement>(`button[data-date="${focused}"]`)?.focus();
  }, [focused]);

  // A click elsewhere closes it, as a menu would.
  useEffect(() => {
    const away = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('mousedown', away);
    return () => document.removeEventListener('mousedown', away);
  }, [container, onClose]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      // Only the calendar closes, not the dialog around the field.
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (!(event.target as HTMLElement).dataset.date) return;
    const next = moveFocus(focused, event.key, event.shiftKey);
    if (next) {
      event.preventDefault();
      setFocused(next);
    }
  };

  return (
    <div className="date-popup" id={id} role="dialog" aria-label={`Calendário: ${label}`} onKeyDown={onKeyDown}>
      <div className="date-popup-head">
        <button type="button" className="btn btn-ghost btn-icon" aria-label="Mês anterior" onClick={() => setFocused(addMonthsIso(focused, -1))}>
          ‹
        </button>
        <p className="date-popup-title" id={titleId} aria-live="polite">
          {monthTitle(focused)}
        </p>
        <button type="button" className="btn btn-ghost btn-icon" aria-label="Próximo mês" onClick={() => setFocused(addMonthsIso(focused, 1))}>
          ›
        </button>
      </div>
      <table className="date-grid" role="grid" aria-labelledby={titleId} ref={grid}>
        <thead>
          <tr>
            {WEEKDAYS_SHORT.map((day, index) => (
              <th key={day} scope="col">
                <abbr title={WEEKDAYS[index]}>{day}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, index) => (
            <tr key={index}>
              {week.map((iso, day) =>
                iso === null ? (
                  <td key={`empty-${day}`} />
                ) : (
                  <td key={iso} aria-selected={iso === selected}>
                    <button
                      type="button"
                      data-date={iso}
                      tabIndex={iso === focused ? 0 : -1}
                      className={marks[iso] ? 'date-day date-day-closed' : 'date-day'}
                      aria-label={`${spokenDate(iso)}${iso === today ? ' (hoje)' : ''}`}
                      title={marks[iso] ? `Sem expediente bancário: ${marks[iso]}` : undefined}
                      aria-description={marks[iso] ? `sem expediente bancário: ${marks[iso]}` : undefined}
                      data-closed={marks[iso]}
                      aria-current={iso === today ? 'date' : undefined}
                      aria-disabled={allowed(iso) ? undefined : true}
                      onClick={() => allowed(iso) && onPick(iso)}
                    >
                      {Number(iso.slice(8))}
                    </button>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="date-popup-help muted small">
        <span className="date-day-closed-key" aria-hidden="true" /> Sem expediente bancário (fim de semana, feriado nacional): um
        boleto que vence nesse dia é pago sem encargos até o dia útil seguinte.
      </p>
      <p className="date-popup-help muted small">Setas mudam o dia, PageUp/PageDown o mês; Enter escolhe, Esc fecha.</p>
    </div>
  );
}

function CalendarIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <rect x="2" y="3" width="12" height="11" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
      <path d="M2 6.5h12M5.5 1.5v3M10.5 1.5v3" stroke="currentColor" strokeWidth="1.4" fill="none" />
    </svg>
  );
}
