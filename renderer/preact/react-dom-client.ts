// `react-dom/client` in the renderer's build (renderer/vite.config.ts aliases it here): preact/compat's
// createRoot, plus two things React does that Preact does not and that the dashboard relies on:
// discrete events' effects, and controlled fields.
//
// Discrete events. React runs the effects (useEffect) of an update made during a discrete event — a
// key press, a click, a hashchange… (React's own list, below) — before that event's task ends, so
// before the next key press is handled. Preact runs every effect after the next frame. The
// dashboard moves focus in effects (the date field's calendar, the dialogs, the lists' keyboard,
// the payment page's first field in error): with Preact's timing, a second key pressed within the
// same frame went to the element the first key had just removed (PageDown then PageUp in the
// calendar lost the PageUp). So an update made while a discrete event is being dispatched renders
// as Preact renders it (in a microtask, at the end of the listener) and then has its effects
// flushed at once. Any other update — the first render, an answer arriving, a timer — keeps
// Preact's after-paint timing, as it does in React.
import { options } from 'preact';

export { createRoot, hydrateRoot } from 'preact/compat/client';

/** React's discrete event types (react-dom's getEventPriority: DiscreteEventPriority). */
const DISCRETE_EVENTS = new Set([
  'beforetoggle', 'cancel', 'click', 'close', 'contextmenu', 'copy', 'cut', 'auxclick', 'dblclick', 'dragend',
  'dragstart', 'drop', 'focusin', 'focusout', 'input', 'invalid', 'keydown', 'keypress', 'keyup', 'mousedown',
  'mouseup', 'paste', 'pause', 'play', 'pointercancel', 'pointerdown', 'pointerup', 'ratechange', 'reset',
  'resize', 'seeked', 'submit', 'toggle', 'touchcancel', 'touchend', 'touchstart', 'volumechange', 'change',
  'selectionchange', 'textInput', 'compositionstart', 'compositionend', 'compositionupdate', 'beforeblur',
  'afterblur', 'beforeinput', 'blur', 'fullscreenchange', 'focus', 'hashchange', 'popstate', 'select',
  'selectstart',
]);

/** Preact's own effects flush, as it hands it to options.requestAnimationFrame (hooks' afterPaint). */
let flushEffects: (() => void) | null = null;

/** Preact's default for the effects: after the next frame (a rAF, or 35 ms if none comes). */
function afterNextFrame(callback: () => void): void {
  const done = () => {
    clearTimeout(timeout);
    cancelAnimationFrame(frame);
    setTimeout(callback);
  };
  const timeout = setTimeout(done, 35);
  const frame = requestAnimationFrame(done);
}

options.requestAnimationFrame = (flush) => {
  flushEffects = flush;
  afterNextFrame(flush);
};

// Preact asks for a render pass when a component first becomes dirty; the event being dispatched
// right then (window.event, as React reads it) says whether the update is discrete. The effects'
// later after-frame flush finds nothing left to run.
options.debounceRendering = (render) => {
  const discrete = DISCRETE_EVENTS.has(window.event?.type ?? '');
  queueMicrotask(() => {
    render();
    if (discrete) flushEffects?.();
  });
};

// Controlled fields. After an input event React puts a field's rendered value (or checkedness) back
// when the state did not take the edit: the date and time fields mask what is typed, so a letter
// typed into them sets the state to what it already was. Preact writes a field's value only when it
// renders again, and a state set to what it was does not render: the letter stayed on screen. So
// each rendered field's value is kept (options.diffed) and, once the event's handler and the render
// it asked for have run, written back if the field now shows something else.
const FIELDS = new Set(['input', 'textarea', 'select']);
const rendered = new WeakMap<Element, { value?: unknown; checked?: unknown }>();

const previousDiffed = options.diffed;
options.diffed = (vnode) => {
  previousDiffed?.(vnode);
  if (typeof vnode.type !== 'string' || !FIELDS.has(vnode.type)) return;
  // Preact's vnode._dom, under its published (mangled) name in preact 11 — which is why
  // package.json pins preact to one exact version: a release that renamed it would turn this
  // restore off without a word (test/e2e/date-field.test.ts's "31a" is what would notice).
  const dom = (vnode as unknown as { __e?: Element | null }).__e;
  if (!dom) return;
  const { value, checked } = vnode.props as { value?: unknown; checked?: unknown };
  if (value == null && checked == null) rendered.delete(dom);
  else rendered.set(dom, { value, checked });
};

function restoreControlled(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): void {
  const props = rendered.get(field);
  if (!props) return;
  if (props.value != null && field.value !== String(props.value)) field.value = String(props.value);
  if (props.checked != null && field instanceof HTMLInputElement && field.checked !== Boolean(props.checked)) {
    field.checked = Boolean(props.checked);
  }
}

const previousEvent = options.event;
options.event = (event: Event) => {
  const passed: Event = previousEvent ? previousEvent(event) : event;
  const target = event.target;
  if ((event.type === 'input' || event.type === 'change') && target instanceof Element && rendered.has(target)) {
    // Queued before the handler runs, so this first step runs before the render the handler asks
    // for (a microtask queued after it); the second step, queued then, runs after that render.
    queueMicrotask(() => queueMicrotask(() => restoreControlled(target as HTMLInputElement)));
  }
  return passed;
};
