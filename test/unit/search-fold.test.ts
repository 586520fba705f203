import { test } from 'node:test';
import assert from 'node:assert/strict';
import { foldText, searchTextOf } from '../../server/domain/search.ts';

/** The full folding, without the shortcut foldText takes for plain ASCII. */
const slowFold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

test('folding: plain ASCII fields fold exactly as the full normalisation would', () => {
  const texts = ['Maria da Silva', 'MARIA@Example.COM', '52998224725', '0190b3c2-1a2b-7c3d-8e4f-0123456789ab', 'pedido-1234', '', ' lead', 'trail ', 'two  spaces', 'tab\there', 'line\nbreak', ' ', '~!@#'];
  for (const text of texts) assert.equal(foldText(text), slowFold(text), JSON.stringify(text));
});

test('folding: accents, wide letters and other spaces still fold', () => {
  assert.equal(foldText('  João   GONÇALVES '), 'joao goncalves');
  assert.equal(foldText('x\u00a0\u00a0y'), 'x y');
  assert.equal(foldText('Ａ'), slowFold('Ａ'));
  assert.equal(searchTextOf({ customId: 'Pedido-1', customer: { name: 'Zoë Ávila', cpf: '529.982.247-25' } }), 'pedido-1\nzoe avila\n52998224725');
});
