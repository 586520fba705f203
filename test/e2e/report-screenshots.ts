// Not a test: `node --import tsx test/e2e/report-screenshots.ts` saves the Homologação page of an
// integration that got some things right and some wrong — at 1024 and 1920 px, light and dark —
// to .tmp/screens-report/, for a person to look at.
import { takeScreens } from './screens.ts';

await takeScreens({ out: 'screens-report' }, async ({ account, open, shoot }) => {
  const api = await account('Loja Exemplo');
  await api.post('/v1/charge', { items: [{ name: 'Camiseta', value: 5990, amount: 2 }], metadata: { custom_id: 'pedido-1001', notification_url: 'http://localhost:3000/webhook' } });
  await api.post('/v1/charge', { items: [{ name: 'Camiseta', value: 59.9 }] });
  await api.post('/v1/charge', { items: [{ name: 'Camiseta', value: 59.9 }] });
  await api.post('/v1/charge', { items: [{ name: 'Boné', value: 3500 }] });
  for (let i = 0; i < 7; i++) await api.get('/v1/charge/1');

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [1024, 1920]) {
      const dashboard = await open(api, '#/homologacao', { viewport: { width, height: 1000 }, colorScheme });
      await dashboard.report.status('inputs.amounts_in_cents').waitFor();
      await shoot(dashboard.page, `homologacao-${width}-${colorScheme}`);
      await dashboard.close();
    }
  }
});
