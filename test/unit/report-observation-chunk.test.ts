// A chunk of the report's record keeps a call's columns in typed arrays and its texts as UTF-8 in
// one buffer: what goes in must come back exactly — across the chunk's growth from 16 rows, for
// paths with multi-byte characters and empty ones, and for bodies with and without their lists.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CHUNK_ROWS, ObservationChunk, type ChunkRow } from '../../server/app/report-observation-chunk.ts';
import { ReportObservations } from '../../server/app/report-observations.ts';

function rowNumber(i: number): ChunkRow {
  const paths = ['/v1/charge', '', `/v1/charge/${i}/pay`, `/v1/charges?custom_id=pão-de-açúcar-${i}-😀`, '/v1/carnet/ç'];
  const withBody = i % 3 !== 0;
  return {
    id: i + 1,
    atMs: 1_700_000_000_000 + i,
    status: [200, 400, 404, 503][i % 4],
    method: i % 7,
    path: paths[i % paths.length],
    facts: withBody
      ? {
          rawHash: 2 ** 53 - 1 - i,
          identity: i % 2 ? i * 31 : null,
          brands: i % 5 === 0 ? ['visa', 'élo'] : [],
          hasMoney: i % 2 === 0,
          decimals: i % 11 === 0 ? [`value: ${i}.5`] : [],
          notificationUrls: i % 4 === 1 ? [`https://loja.example/notificação/${i}\u0007`] : [],
          hasCustomId: i % 3 === 1,
        }
      : null,
    fault: i % 97 === 0 ? { fault: 'error_503', when: 'before' } : undefined,
    retryAfterSeconds: i % 89 === 0 ? 7 : undefined,
  } as ChunkRow;
}

test('every row comes back as it went in, across the growth to a full chunk', () => {
  const chunk = new ObservationChunk(1);
  const sent: ChunkRow[] = [];
  for (let i = 0; !chunk.full; i++) {
    const row = rowNumber(i);
    sent.push(row);
    chunk.add(row);
  }
  assert.equal(chunk.length, CHUNK_ROWS);
  sent.forEach((row, r) => {
    const back = {
      id: chunk.idAt(r), atMs: chunk.atMs[r], status: chunk.statusAt(r), method: chunk.methodAt(r), path: chunk.pathAt(r),
      facts: chunk.factsAt(r), fault: chunk.faultAt(r), retryAfterSeconds: chunk.retryAfterAt(r),
    };
    assert.deepEqual(back, row, `row ${r}`);
  });
});

test('a small account holds a small chunk; the size bound counts what the chunks hold', () => {
  const log = new ReportObservations(0);
  for (let account = 1; account <= 1_000; account++) log.observe(account, { id: account, atMs: account, method: 'GET', url: '/v1/charge/1', status: 200 });
  assert.equal(log.size, 1_000);
  const oneRow = new ObservationChunk(1);
  oneRow.add(rowNumber(2));
  assert.ok(oneRow.bytes < 4 * 1024, `a one-call chunk holds ${oneRow.bytes} bytes`);
  // A bound of ten small chunks' worth: the oldest accounts' calls go first, the newest stay.
  const bounded = new ReportObservations(0, 1_000_000, 1_000_000, 10 * oneRow.bytes);
  for (let account = 1; account <= 100; account++) bounded.observe(account, { id: account, atMs: account, method: 'GET', url: '/v1/charge/1', status: 200 });
  assert.ok(bounded.size <= 10 && bounded.size > 0, `${bounded.size} held`);
  assert.equal(bounded.requests(100, 0).length, 1, 'the newest account keeps its call');
  assert.equal(bounded.requests(1, 0).length, 0, 'the oldest let its go');
});
