// A recording as a pytest file using requests: the same replay as export-node.ts, step for step.
// The sandbox is one already running, named by COBRANCA_SANDBOX_URL (with its account's
// COBRANCA_SANDBOX_CLIENT_ID and _SECRET): the test resets that account first, so it starts fresh,
// and runs its own callback receiver on loopback. Every recorded value goes through literals.ts.
import { commentText, pyLiteral, pyString } from './literals.ts';
import type { RecordingDocument } from './recording.ts';
import { ID_OF_SEGMENT, replayPlan, type ReplayStep } from './replay-plan.ts';
import { expectedCallbacks } from './expected.ts';

const HELPERS = `# ---- How the replay talks to the sandbox and maps the session's ids (the same in every exported test) ----
ID_OF_SEGMENT = json.loads(${pyString(JSON.stringify(ID_OF_SEGMENT))})


def is_id_key(key):
    return isinstance(key, str) and (key.endswith("_id") or key == "payment_token")


class Replay:
    def __init__(self, url, client_id, client_secret):
        self.url = url.rstrip("/")
        self.auth = (client_id, client_secret)
        self.token = None
        self.replayed = {}
        self.events = []  # (token, event) once each, as the receiver fetched them
        self.seen = set()
        self.lock = threading.Condition()
        self.receiver = None

    def id_of(self, key, recorded):
        return self.replayed.get((key, recorded), recorded)

    def learn(self, answer, found):
        for keys, recorded in found:
            node = answer
            for key in keys:
                if isinstance(node, dict):
                    node = node.get(key)
                elif isinstance(node, list) and isinstance(key, int) and key < len(node):
                    node = node[key]
                else:
                    node = None
            if node is not None:
                self.replayed[(keys[-1], recorded)] = node

    def path_of(self, recorded):
        bare, _, query = recorded.partition("?")
        segments = bare.split("/")
        mapped = [
            str(self.id_of(ID_OF_SEGMENT[segments[i - 1]], int(s))) if s.isdigit() and i > 0 and segments[i - 1] in ID_OF_SEGMENT else s
            for i, s in enumerate(segments)
        ]
        return "/".join(mapped) + ("?" + query if query else "")

    def body_of(self, value, key=None):
        if isinstance(value, list):
            return [self.body_of(item, key) for item in value]
        if isinstance(value, dict):
            return {name: self.body_of(item, name) for name, item in value.items()}
        if key == "notification_url" and isinstance(value, str):
            return self.callback_url
        return self.id_of(key, value) if is_id_key(key) else value

    def authorize(self):
        answer = requests.post(self.url + "/v1/authorize", auth=self.auth, json={"grant_type": "client_credentials"}, timeout=30)
        answer.raise_for_status()
        self.token = answer.json()["access_token"]

    def call(self, method, recorded_path, body=None):
        path = self.path_of(recorded_path)
        control = path.startswith("/sandbox/")
        if not control and self.token is None:
            self.authorize()

        def send():
            kwargs = {"auth": self.auth} if control else {"headers": {"Authorization": "Bearer " + self.token}}
            if body is not None:
                kwargs["json"] = self.body_of(body)
            return requests.request(method, self.url + path, timeout=60, **kwargs)

        response = send()
        if response.status_code == 401 and not control:
            self.authorize()
            response = send()
        try:
            parsed = response.json() if response.content else None
        except ValueError:
            parsed = response.text
        return response.status_code, parsed

    def pix_code_of(self, recorded_charge_id):
        return self.call("GET", "/v1/charge/" + str(recorded_charge_id))[1]["data"]["pix"]["qrcode"]

    # The callback receiver: answers 200 to notification=<token>, then fetches the token's events.
    def start_receiver(self):
        replay = self

        class Receiver(BaseHTTPRequestHandler):
            def do_POST(self):
                length = min(int(self.headers.get("Content-Length") or 0), 65536)
                token = parse_qs(self.rfile.read(length).decode("utf-8", "replace")).get("notification", [None])[0]
                self.send_response(200 if token else 400)
                self.end_headers()
                if token:
                    threading.Thread(target=replay.fetch_token, args=(token,), daemon=True).start()

            def log_message(self, *args):
                pass

        self.receiver = ThreadingHTTPServer(("127.0.0.1", 0), Receiver)
        threading.Thread(target=self.receiver.serve_forever, daemon=True).start()
        self.callback_url = "http://127.0.0.1:%d/callbacks" % self.receiver.server_address[1]

    def fetch_token(self, token):
        status, answer = self.call("GET", "/v1/notification/" + quote(token, safe=""))
        if status != 200:
            return
        with self.lock:
            for event in answer["data"]:
                key = (token, json.dumps(event, sort_keys=True))
                if key not in self.seen:
                    self.seen.add(key)
                    self.events.append(event)
            self.lock.notify_all()

    def wait_for_callback(self, charge_id, status, timeout=20.0):
        def match():
            return next((e for e in self.events if e.get("identifiers", {}).get("charge_id") == charge_id and e.get("status", {}).get("current") == status), None)

        with self.lock:
            found = self.lock.wait_for(match, timeout)
        assert found is not None, "no %s callback for charge %s; received: %r" % (status, charge_id, self.events)
        return found

    def expect_charge(self, recorded_id, status, total):
        code, answer = self.call("GET", "/v1/charge/" + str(recorded_id))
        assert code == 200, "charge %s" % recorded_id
        assert answer["data"]["status"] == status, "final status of charge %s" % recorded_id
        assert answer["data"]["total"] == total, "total of charge %s" % recorded_id

    def expect_callbacks(self, expected):
        for item in expected:
            event = self.wait_for_callback(self.id_of("charge_id", item["charge_id"]), item["status"])
            assert event.get("value") == item["value"], "value announced by the %s callback of charge %s" % (item["status"], item["charge_id"])
        charges = {self.id_of("charge_id", item["charge_id"]): item["charge_id"] for item in expected}
        with self.lock:
            seen = {"%s %s" % (charges[e["identifiers"]["charge_id"]], e["status"]["current"]) for e in self.events if e.get("identifiers", {}).get("charge_id") in charges}
        assert sorted(seen) == sorted({"%s %s" % (item["charge_id"], item["status"]) for item in expected}), "the statuses the callbacks announced"


@pytest.fixture
def replay():
    url = os.environ.get("COBRANCA_SANDBOX_URL")
    if not url:
        pytest.skip("set COBRANCA_SANDBOX_URL (and COBRANCA_SANDBOX_CLIENT_ID, COBRANCA_SANDBOX_CLIENT_SECRET) to a running sandbox")
    run = Replay(url, os.environ["COBRANCA_SANDBOX_CLIENT_ID"], os.environ["COBRANCA_SANDBOX_CLIENT_SECRET"])
    # A fresh account: what the session started from.
    requests.post(run.url + "/sandbox/v1/reset", auth=run.auth, timeout=30).raise_for_status()
    run.start_receiver()
    yield run
    run.receiver.shutdown()
    run.receiver.server_close()`;

function bodyArgument(step: Extract<ReplayStep, { kind: 'call' }>): string {
  const { body } = step;
  if (body.kind === 'none') return '';
  if (body.kind === 'json') return `, ${pyLiteral(body.value, 1)}`;
  const rest = Object.entries(body.rest).map(([name, value]) => `, ${pyString(name)}: ${pyLiteral(value, 1)}`).join('');
  return `, {"qrcode": replay.pix_code_of(${body.chargeId})${rest}}`;
}

function stepCode(step: ReplayStep): string {
  const title = `Step ${step.seq}: ${commentText(`${step.method} ${step.path}`)}`;
  if (step.kind === 'skipped') return `    # ${title} -- ${commentText(step.why, 160)}\n`;
  return [
    `    # ${title} (answered ${step.status})`,
    `    status, answer = replay.call(${pyString(step.method)}, ${pyString(step.path)}${bodyArgument(step)})`,
    `    assert status == ${step.status}, ${pyString(commentText(`step ${step.seq}: ${step.method} ${step.path}`))}`,
    ...(step.learn.length ? [`    replay.learn(answer, ${pyLiteral(step.learn, 1)})`] : []),
    '',
  ].join('\n');
}

export function exportAsPytest(recording: RecordingDocument): string {
  const { settings, startedVirtual, outcome } = recording;
  const steps = replayPlan(recording).map(stepCode).join('\n');
  const charges = outcome.charges.map((c) => `    replay.expect_charge(${c.id}, ${pyString(c.status)}, ${c.total})`).join('\n');
  return `# Recording ${recording.id} of Cobranca Sandbox, started at ${commentText(startedVirtual)} (the account's clock).
# Replays the session on a fresh account and asserts what it observed: each call's HTTP status,
# each charge's final status and total, the callbacks and the statuses they announced.
# Run: COBRANCA_SANDBOX_URL=http://127.0.0.1:<port> COBRANCA_SANDBOX_CLIENT_ID=<id> COBRANCA_SANDBOX_CLIENT_SECRET=<secret> python3 -m pytest <this file>
# The account named is reset first. Needs pytest and requests.
import json
import os
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, quote

import pytest
import requests

${HELPERS}


def test_recording_${recording.id}_replays_with_the_same_outcome(replay):
    # The account's settings when the recording started.
    status, _ = replay.call("PUT", "/sandbox/v1/settings", ${pyLiteral(settings.settings, 1)})
    assert status == 200, "settings"
    status, _ = replay.call("PUT", "/sandbox/v1/card-settings", ${pyLiteral(settings.card_settings, 1)})
    assert status == 200, "card settings"
    # The clock where the session started (a fresh account starts at today's time).
    if replay.call("GET", "/sandbox/v1/clock")[1]["now"] < ${pyString(startedVirtual)}:
        status, _ = replay.call("POST", "/sandbox/v1/clock/advance", {"to": ${pyString(startedVirtual)}})
        assert status == 200, "clock to the session's start"

${steps}
    # What the session ended with: each charge's status and total.
${charges || '    # (no charge)'}
    # The callbacks delivered during the session, and the statuses they announced.
    replay.expect_callbacks(${pyLiteral(expectedCallbacks(outcome.callbacks), 1)})
`;
}
