// A Bolix image goes into an answer as bytes (server/app/ascii-json-string.ts): the answer must
// parse to exactly what JSON.stringify would have written, with text of any alphabet around it,
// with many images (a carnê's parcels), and whatever a client put in the fields beside it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AsciiJsonString, answerJson } from '../../server/app/ascii-json-string.ts';

const image = (n: number) => new AsciiJsonString(Buffer.from(`data:image/svg+xml;base64,PHN2Zy${'A'.repeat(n)}==`, 'latin1'));

/** What a client reads: the answer's bytes as UTF-8 JSON. */
const parsed = (out: string | Buffer) => JSON.parse(typeof out === 'string' ? out : out.toString('utf8'));

test('an answer without images is the very string JSON.stringify gives', () => {
  const body = { code: 200, data: { charge_id: 1, customer: { name: 'João Ação' } } };
  assert.equal(answerJson(body), JSON.stringify(body));
});

test('an image is spliced in as its string, with multi-byte text before and after it', () => {
  const pix = { qrcode: '00020101…Ação', qrcode_image: image(7000) };
  const body = { code: 200, data: { customer: { name: 'Conceição Müller 日本' }, pix, custom_id: 'ñ' } };
  const out = answerJson(body);
  assert.ok(Buffer.isBuffer(out));
  assert.deepEqual(parsed(out), JSON.parse(JSON.stringify(body)));
  assert.equal(parsed(out).data.pix.qrcode_image, pix.qrcode_image.toString());
});

test('twelve images (a carnê) land each in its own place', () => {
  const parcels = Array.from({ length: 12 }, (_, i) => ({ parcel: i + 1, pix: { qrcode: `code ${i}`, qrcode_image: image(100 + i) } }));
  const answer = parsed(answerJson({ code: 200, data: { charges: parcels } }));
  for (let i = 0; i < 12; i++) assert.equal(answer.data.charges[i].pix.qrcode_image, parcels[i].pix.qrcode_image.toString());
});

test('a client text that looks like a placeholder changes nothing', () => {
  const probe = answerJson({ pix: { qrcode_image: image(10) } });
  const own = parsed(probe).pix.qrcode_image as string;
  // What a client could know of the placeholder's form: the stem without the process's random part.
  for (const lookalike of ['~ascii-json-', '"~ascii-json-0"', '~ascii-json-00-0', own]) {
    const body = { custom_id: lookalike, pix: { qrcode_image: image(20) }, notes: [lookalike, '0"'] };
    assert.deepEqual(parsed(answerJson(body)), JSON.parse(JSON.stringify(body)));
  }
});

test('outside an answer the image is its plain data URI string', () => {
  const value = image(3);
  assert.equal(JSON.stringify({ v: value }), JSON.stringify({ v: value.toString() }));
  assert.equal(`${value}`, value.toString());
});

/**
 * A value drawn when needed, as a Bolix image is: into one scratch shared by every draw, good only
 * until the next draw — so an answer that drew them in the wrong order would show one value's
 * bytes in another's place.
 */
const sharedScratch = Buffer.alloc(64 * 1024);
const drawn = (n: number) =>
  new AsciiJsonString(() => {
    const text = `data:image/svg+xml;base64,${String(n).padStart(4, '0')}${'B'.repeat(n)}`;
    const length = sharedScratch.write(text, 0, 'latin1');
    return { length, writeTo: (out, at) => void sharedScratch.copy(out, at, 0, length) };
  });

test('a value drawn when needed is written where its placeholder was, with text of any alphabet around it', () => {
  const value = drawn(7000);
  const body = { code: 200, data: { customer: { name: 'Conceição 日本' }, pix: { qrcode: 'código', qrcode_image: value }, after: 'ñ' } };
  const out = answerJson(body);
  assert.ok(Buffer.isBuffer(out));
  assert.deepEqual(parsed(out), JSON.parse(JSON.stringify(body)));
  assert.equal(parsed(out).data.pix.qrcode_image, `data:image/svg+xml;base64,7000${'B'.repeat(7000)}`);
});

test('several values drawn when needed, among bytes at hand (a carnê, a list), each keep their own bytes', () => {
  const values = Array.from({ length: 9 }, (_, i) => (i % 3 === 1 ? image(50 + i) : drawn(100 + i)));
  const expected = values.map((value) => value.toString());
  const answer = parsed(answerJson({ charges: values.map((qrcode_image, parcel) => ({ parcel, pix: { qrcode_image } })) }));
  assert.deepEqual(answer.charges.map((c: { pix: { qrcode_image: string } }) => c.pix.qrcode_image), expected);
  assert.equal(new Set(expected).size, 9);
});
