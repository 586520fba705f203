// Recordings (issue 27 §2): start, stop, list, export; the capture is recording-capture.ts. One
// runs per account at most. A recording is user data: a reset keeps it, a snapshot does not carry
// it, deleting the account deletes it.
import type { AppContext } from './context.ts';
import { accountNow } from './context.ts';
import type { AccountRow } from '../store/accounts-repo.ts';
import type { RecordingRow, StepRow } from '../store/recordings-repo.ts';
import { MAX_STEPS, stateOf, type RecordingState } from './recording-capture.ts';
import { settingsOf } from './settings.ts';
import { cardSettingsOf } from './installments.ts';
import { formatTimestamp } from '../domain/clock.ts';
import { ApiError } from '../domain/errors.ts';
import { answerIds, type AnswerId, type RecordingDocument, type RecordingOutcome } from '../domain/recording/recording.ts';
import { exportAsNodeTest } from '../domain/recording/export-node.ts';
import { exportAsPytest } from '../domain/recording/export-pytest.ts';

export interface RecordingView {
  id: number;
  status: 'running' | 'stopped';
  started_at: string;
  started_virtual: string;
  stopped_at: string | null;
  steps: number;
  /** Whether it reached MAX_STEPS, or MAX_RECORDED_BYTES of bodies and answers: the calls after that were not recorded. */
  full: boolean;
  outcome: RecordingOutcome | null;
}

function viewOf(state: RecordingState, row: RecordingRow): RecordingView {
  const steps = state.repo.stepCount(row.id).n;
  return {
    id: row.id,
    status: row.stopped_at_ms === null ? 'running' : 'stopped',
    started_at: new Date(row.started_at_ms).toISOString(),
    started_virtual: row.started_virtual,
    stopped_at: row.stopped_at_ms === null ? null : new Date(row.stopped_at_ms).toISOString(),
    steps,
    full: steps >= MAX_STEPS || row.reached_bound === 1,
    outcome: row.outcome === null ? null : (JSON.parse(row.outcome) as RecordingOutcome),
  };
}

export function startRecording(ctx: AppContext, account: AccountRow): RecordingView {
  const state = stateOf(ctx);
  const running = state.running.get(account.id);
  if (running) throw new ApiError('recordingAlreadyRunning', `A gravação ${running.id} já está em andamento nesta conta: pare-a antes de começar outra.`);
  const settings = JSON.stringify({ settings: settingsOf(account), card_settings: cardSettingsOf(account) });
  const id = ctx.store.transaction(() => state.repo.insert(account.id, ctx.wallClock(), formatTimestamp(accountNow(ctx, account)), settings));
  state.running.set(account.id, { id, steps: 0, bytes: 0, full: false });
  return viewOf(state, state.repo.one(account.id, id)!);
}

function recordingOf(state: RecordingState, account: AccountRow, id: number): RecordingRow {
  const row = state.repo.one(account.id, id);
  if (!row) throw new ApiError('recordingNotFound', { property: '/id', message: `A gravação ${id} não existe nesta conta.` });
  return row;
}

/** The ids a step's answer held: read from the answer kept, or taken when it came (a long one). */
function idsOf(step: StepRow): AnswerId[] {
  return step.answer_ids !== null ? (JSON.parse(step.answer_ids) as AnswerId[]) : answerIds(step.answer);
}

/** What the session came to: the charges its calls named, as they are now, and their callbacks. */
function outcomeOf(state: RecordingState, account: AccountRow, recording: RecordingRow): RecordingOutcome {
  const chargeIds = new Set<number>();
  for (const step of state.repo.steps(recording.id)) {
    for (const [keys, value] of idsOf(step)) {
      if (keys[keys.length - 1] === 'charge_id' && typeof value === 'number') chargeIds.add(value);
    }
  }
  const charges = state.repo.charges(account.id, [...chargeIds], recording.charges_before);
  return { charges, callbacks: state.repo.callbacks(account.id, charges.map((charge) => charge.id)) };
}

export function stopRecording(ctx: AppContext, account: AccountRow, id: number): RecordingView {
  const state = stateOf(ctx);
  const row = recordingOf(state, account, id);
  if (row.stopped_at_ms !== null) throw new ApiError('recordingNotRunning', `A gravação ${id} já foi parada.`);
  ctx.store.transaction(() => state.repo.stop(id, ctx.wallClock(), JSON.stringify(outcomeOf(state, account, row))));
  state.running.delete(account.id);
  return viewOf(state, state.repo.one(account.id, id)!);
}

/** Deletes a recording and its steps; a running one stops recording first. */
export function deleteRecording(ctx: AppContext, account: AccountRow, id: number): void {
  const state = stateOf(ctx);
  recordingOf(state, account, id);
  ctx.store.transaction(() => state.repo.remove(account.id, id));
  if (state.running.get(account.id)?.id === id) state.running.delete(account.id);
}

export function listRecordings(ctx: AppContext, account: AccountRow): RecordingView[] {
  const state = stateOf(ctx);
  return state.repo.ofAccount(account.id, LIST_LIMIT).map((row) => viewOf(state, row));
}

export function readRecording(ctx: AppContext, account: AccountRow, id: number): RecordingView {
  const state = stateOf(ctx);
  return viewOf(state, recordingOf(state, account, id));
}

/** Recordings listed, newest first. */
export const LIST_LIMIT = 100;

export const EXPORT_FORMATS = ['node', 'pytest'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The stopped recording as a runnable test file, and the name to save it under. */
export function exportRecording(ctx: AppContext, account: AccountRow, id: number, format: ExportFormat): { fileName: string; text: string } {
  const state = stateOf(ctx);
  const row = recordingOf(state, account, id);
  if (row.stopped_at_ms === null || row.outcome === null) throw new ApiError('recordingStillRunning', `A gravação ${id} ainda está em andamento: pare-a antes de exportar.`);
  const document: RecordingDocument = {
    id: row.id,
    startedVirtual: row.started_virtual,
    settings: JSON.parse(row.settings) as RecordingDocument['settings'],
    steps: state.repo.steps(id).map((step) => ({
      seq: step.seq,
      method: step.method,
      path: step.path,
      body: step.body,
      status: step.status,
      answerIds: idsOf(step),
      virtualAt: formatTimestamp(step.virtual_at_ms),
    })),
    outcome: JSON.parse(row.outcome) as RecordingOutcome,
  };
  return format === 'node'
    ? { fileName: `recording-${id}.test.mjs`, text: exportAsNodeTest(document) }
    : { fileName: `test_recording_${id}.py`, text: exportAsPytest(document) };
}
