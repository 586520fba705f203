// Not a test: `node --import tsx test/e2e/screenshots-14.ts` fills one account with something for
// every view and saves each view of VIEWS (its detail open where it has one) at 1024×700 and
// 1920×1080, light and dark, to .tmp/screens-14/, for a person to look at.
import { VIEWS } from '../../renderer/stores/router.ts';
import { takeScreens } from './screens.ts';
import { seedEveryView, showView } from './view-fixtures.ts';

const SIZES = [
  { width: 1024, height: 700 },
  { width: 1920, height: 1080 },
];

await takeScreens({ out: 'screens-14' }, async ({ account, receiver, open, shoot }) => {
  const failing = await receiver(500);
  const api = await account('Loja Exemplo');
  const { hashes } = await seedEveryView(api, failing.url);
  const only = process.argv.slice(2);
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const size of SIZES) {
      const dashboard = await open(api, '#/cobrancas', { viewport: size, colorScheme });
      const { page } = dashboard;
      for (const [index, view] of VIEWS.entries()) {
        if (only.length && !only.includes(view)) continue;
        await showView(page, hashes[view]);
        await shoot(page, `${String(index + 1).padStart(2, '0')}-${view}-${size.width}-${colorScheme}`);
      }
      if (!only.length) {
        // A dialog over the page, and a toast after it: their own surfaces in each theme.
        await showView(page, hashes.cobrancas);
        await dashboard.charges.action('Pagar no banco').click();
        await dashboard.dialog().getByText('Devido em').waitFor();
        await shoot(page, `12-dialogo-${size.width}-${colorScheme}`);
        await dashboard.dialog().getByRole('button', { name: 'Voltar' }).click();
      }
      await dashboard.close();
    }
  }
});
