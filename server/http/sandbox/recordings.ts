// Recordings (issue 27 §2, docs/admin-api.md): start one, act, stop it, export it as a runnable
// test — node:test with cobranca-sandbox/testing, or pytest with requests. Thin: the use cases are
// app/recordings.ts, the files domain/recording/*.
import type { AppContext } from '../../app/context.ts';
import { EXPORT_FORMATS, deleteRecording, exportRecording, listRecordings, readRecording, startRecording, stopRecording } from '../../app/recordings.ts';
import { MAX_RECORDED_BYTES, MAX_STEPS } from '../../app/recording-capture.ts';
import { accountOf } from '../auth.ts';
import { route } from '../route-declaration.ts';
import { sendJson } from '../envelope.ts';
import { queryEnum } from '../query.ts';
import { arrayOf, boolean, enumOf, integer, nullable, object, string } from '../openapi/route-doc.ts';

const tag = 'Sandbox: recordings';

const recording = object({
  id: integer,
  status: enumOf('running', 'stopped'),
  started_at: { type: 'string', format: 'date-time' },
  started_virtual: { ...string, description: "The account's clock when it started (YYYY-MM-DD HH:MM:SS, Brasília)." },
  stopped_at: nullable({ type: 'string', format: 'date-time' }),
  steps: { ...integer, description: 'Calls recorded: every /v1 call of the account, and every world action of the control API.' },
  full: { ...boolean, description: `Whether it reached ${MAX_STEPS} steps, or ${MAX_RECORDED_BYTES / (1024 * 1024)} MiB of recorded bodies and answers: calls after that were not recorded.` },
  outcome: nullable(
    object({
      charges: arrayOf(object({ id: integer, status: string, total: integer })),
      callbacks: arrayOf(object({ charge_id: integer, status: string, value: nullable(integer) })),
    }),
  ),
});

export function recordingRoutes(ctx: AppContext) {
  return [
    route({
      method: 'post',
      path: '/recordings',
      tag,
      summary: 'Start recording the account: its settings now, then every /v1 call and world action, in order',
      description: 'One recording runs per account. Captured: every /v1 call of the account (but /v1/authorize) and the control API\'s world actions (clock advance, bank and Pix payments, link payments, disputes, payment tokens, payer cancels, settings) — the dashboard\'s included, never its reads.',
      auth: 'account',
      noBody: true,
      response: { status: 201, schema: recording, description: 'The recording, running.' },
      errors: ['recordingAlreadyRunning'],
      handler: ({ res }) => {
        sendJson(res, 201, startRecording(ctx, accountOf(res)));
      },
    }),
    route({
      method: 'get',
      path: '/recordings',
      tag,
      summary: "The account's recordings, newest first (the latest 100)",
      auth: 'account',
      response: { schema: arrayOf(recording), description: 'The recordings.' },
      errors: [],
      handler: ({ res }) => {
        sendJson(res, 200, listRecordings(ctx, accountOf(res)));
      },
    }),
    route({
      method: 'get',
      path: '/recordings/:id',
      tag,
      summary: 'One recording',
      auth: 'account',
      response: { schema: recording, description: 'The recording.' },
      errors: ['recordingNotFound'],
      handler: ({ res, params }) => {
        sendJson(res, 200, readRecording(ctx, accountOf(res), params.id));
      },
    }),
    route({
      method: 'delete',
      path: '/recordings/:id',
      tag,
      summary: 'Delete a recording and its steps (a running one stops first)',
      auth: 'account',
      response: { schema: object({ deleted: { const: 1 } }), description: 'Removed.', example: { deleted: 1 } },
      errors: ['recordingNotFound'],
      handler: ({ res, params }) => {
        deleteRecording(ctx, accountOf(res), params.id);
        sendJson(res, 200, { deleted: 1 });
      },
    }),
    route({
      method: 'post',
      path: '/recordings/:id/stop',
      tag,
      summary: 'Stop a recording: what the session came to (charges, callbacks) is kept with it',
      auth: 'account',
      noBody: true,
      response: { schema: recording, description: 'The recording, stopped, with its outcome.' },
      errors: ['recordingNotFound', 'recordingNotRunning'],
      handler: ({ res, params }) => {
        sendJson(res, 200, stopRecording(ctx, accountOf(res), params.id));
      },
    }),
    route({
      method: 'get',
      path: '/recordings/:id/export',
      tag,
      summary: 'A stopped recording as a runnable test: node:test (cobranca-sandbox/testing) or pytest (requests)',
      description:
        'The test rebuilds the state on a fresh sandbox (node: one it starts; pytest: the one COBRANCA_SANDBOX_URL names, its account reset first): ' +
        'the same settings, the clock moved to where the session started, each call replayed in order with the ids it answered mapped to the replay\'s own ' +
        'and `notification_url` pointed at its own receiver; it asserts each call\'s status, each charge\'s final status and total, and the callbacks and the statuses they announced.',
      auth: 'account',
      query: [{ name: 'format', description: '`node` (default) or `pytest`.', schema: { ...enumOf(...EXPORT_FORMATS), default: 'node' } }],
      response: { type: 'text/plain', schema: { type: 'string' }, description: 'The file (`Content-Disposition: attachment; filename="recording-<id>.test.mjs"` or `"test_recording_<id>.py"`).' },
      errors: ['recordingNotFound', 'recordingStillRunning', 'validation'],
      handler: ({ req, res, params }) => {
        const format = queryEnum((req.query as Record<string, string | undefined>).format, 'format', EXPORT_FORMATS) ?? 'node';
        const file = exportRecording(ctx, accountOf(res), params.id, format);
        res.statusCode = 200;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
        res.end(file.text);
      },
    }),
  ];
}
