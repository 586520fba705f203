// Not a test: `node --import tsx test/e2e/form-screenshots.ts [folder]` saves the dashboard's
// "create" forms — and the empty Carnês and Assinaturas pages that lead to them — at 1024 and
// 1920 px, light and dark, for a person to look at (default folder .tmp/screens/forms/), and
// prints axe's serious findings in each form, dark theme included (its contrast is its own).
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describeViolations, seriousAxeViolations } from './helpers.ts';
import { takeScreens } from './screens.ts';

let findings = 0;

await takeScreens({ out: process.argv[2] ? resolve(process.argv[2]) : 'screens/forms' }, async ({ account, open, shoot }) => {
  /** A screenshot, and axe's serious findings in the open dialog. */
  async function shootForm(page: Page, name: string, axe = true): Promise<void> {
    await shoot(page, name);
    if (!axe) return;
    const violations = await seriousAxeViolations(page, '.dialog');
    if (violations.length) {
      findings += violations.length;
      console.log(`${name}:\n${describeViolations(violations)}`);
    }
  }

  for (const width of [1024, 1920]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      const tag = `${width}-${colorScheme}`;
      const api = await account(`Loja ${tag}`);
      const dashboard = await open(api, '#/cobrancas', { viewport: { width, height: width === 1024 ? 768 : 1080 }, colorScheme });
      const { page, forms } = dashboard;
      let dialog = await forms.openCreate('Nova cobrança', 'Nova cobrança');
      await forms.textbox(dialog, 'Nome do cliente').fill('');
      await forms.textbox(dialog, 'Valor (R$)').fill('abc');
      await forms.button(dialog, 'Criar boleto').click();
      await shootForm(page, `nova-cobranca-erros-${tag}`);
      await forms.radio(dialog, /Sem forma de pagamento/).check();
      await forms.textbox(dialog, 'Valor (R$)').fill('150,00');
      await shootForm(page, `nova-cobranca-sem-pagamento-${tag}`);
      await forms.button(dialog, 'Voltar').click();

      await dashboard.goto('#/links');
      dialog = await forms.openCreate('Criar link', 'Criar link de pagamento');
      await forms.textbox(dialog, 'notification_url (opcional)').fill('127.0.0.1/hook');
      await forms.textbox(dialog, 'Item').focus();
      await shootForm(page, `criar-link-${tag}`);
      await forms.button(dialog, 'Voltar').click();

      await dashboard.goto('#/carnes');
      await dashboard.carnets.none.waitFor();
      await shootForm(page, `carnes-vazio-${tag}`, false);
      dialog = await forms.openCreate('Novo carnê', 'Novo carnê');
      await shootForm(page, `novo-carne-${tag}`);
      await forms.button(dialog, 'Voltar').click();

      await dashboard.goto('#/assinaturas');
      await dashboard.subscriptions.none.waitFor();
      await shootForm(page, `assinaturas-vazio-${tag}`, false);
      dialog = await forms.openCreate('Nova assinatura', 'Nova assinatura');
      await shootForm(page, `nova-assinatura-${tag}`);
      await forms.button(dialog, 'Criar assinatura').click();
      await dashboard.subscriptions.heading(await forms.openedId('assinaturas')).waitFor();
      dialog = await forms.openCreate('Novo plano', 'Novo plano');
      await shootForm(page, `novo-plano-${tag}`);
      await forms.button(dialog, 'Criar plano').click();
      await dialog.waitFor({ state: 'detached' });
      await dashboard.subscriptions.currentPlan.waitFor();
      await shootForm(page, `assinaturas-plano-novo-${tag}`, false);
      await dashboard.close();
    }
  }
  console.log(`${findings} serious axe findings`);
});
