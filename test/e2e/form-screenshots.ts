// Not a test: `node --import tsx test/e2e/form-screenshots.ts [folder]` saves the dashboard's
// "create" forms — and the empty Carnês and Assinaturas pages that lead to them — at 1024 and
// 1920 px, light and dark, for a person to look at (default folder .tmp/screens/forms/), and
// prints axe's serious findings in each form, dark theme included (its contrast is its own).
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { startSandbox } from '../helpers/sandbox.ts';
import { assertDashboardBuilt, describeViolations, launchBrowser, openDashboard, seriousAxeViolations } from './helpers.ts';

const OUT = process.argv[2] ? `${process.argv[2].replace(/\/+$/, '')}/` : fileURLToPath(new URL('../../.tmp/screens/forms/', import.meta.url));
mkdirSync(OUT, { recursive: true });
assertDashboardBuilt();

const sandbox = await startSandbox({ jobs: { pollMs: 50 } });
const browser = await launchBrowser();
let findings = 0;

async function shoot(page: Page, name: string, axe = true): Promise<void> {
  await page.screenshot({ path: `${OUT}${name}.png` });
  if (!axe) return;
  const violations = await seriousAxeViolations(page, '.dialog');
  if (violations.length) {
    findings += violations.length;
    console.log(`${name}:\n${describeViolations(violations)}`);
  }
}

async function openDialog(page: Page, button: string, title: string) {
  await page.getByRole('button', { name: button, exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  return dialog;
}

try {
  for (const width of [1024, 1920]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      const tag = `${width}-${colorScheme}`;
      const api = await sandbox.newAccount(`Loja ${tag}`);
      const { page, close } = await openDashboard(browser, sandbox.url, api, '#/cobrancas', { width, height: width === 1024 ? 768 : 1080 }, { colorScheme });
      try {
        let dialog = await openDialog(page, 'Nova cobrança', 'Nova cobrança');
        await dialog.getByRole('textbox', { name: 'Nome do cliente' }).fill('');
        await dialog.getByRole('textbox', { name: 'Valor (R$)' }).fill('abc');
        await dialog.getByRole('button', { name: 'Criar boleto' }).click();
        await shoot(page, `nova-cobranca-erros-${tag}`);
        await dialog.getByRole('radio', { name: /Sem forma de pagamento/ }).check();
        await dialog.getByRole('textbox', { name: 'Valor (R$)' }).fill('150,00');
        await shoot(page, `nova-cobranca-sem-pagamento-${tag}`);
        await dialog.getByRole('button', { name: 'Voltar' }).click();

        await page.goto(`${sandbox.url}/?account=${api.clientId}#/links`);
        dialog = await openDialog(page, 'Criar link', 'Criar link de pagamento');
        await dialog.getByRole('textbox', { name: 'notification_url (opcional)' }).fill('127.0.0.1/hook');
        await dialog.getByRole('textbox', { name: 'Item' }).focus();
        await shoot(page, `criar-link-${tag}`);
        await dialog.getByRole('button', { name: 'Voltar' }).click();

        await page.goto(`${sandbox.url}/?account=${api.clientId}#/carnes`);
        await page.getByText('Esta conta ainda não tem carnês.').waitFor();
        await shoot(page, `carnes-vazio-${tag}`, false);
        dialog = await openDialog(page, 'Novo carnê', 'Novo carnê');
        await shoot(page, `novo-carne-${tag}`);
        await dialog.getByRole('button', { name: 'Voltar' }).click();

        await page.goto(`${sandbox.url}/?account=${api.clientId}#/assinaturas`);
        await page.getByText('Esta conta ainda não tem assinaturas.').waitFor();
        await shoot(page, `assinaturas-vazio-${tag}`, false);
        dialog = await openDialog(page, 'Nova assinatura', 'Nova assinatura');
        await shoot(page, `nova-assinatura-${tag}`);
        await dialog.getByRole('button', { name: 'Criar assinatura' }).click();
        await page.waitForURL(/#\/assinaturas\/\d+$/);
        await page.getByRole('heading', { name: /^Assinatura #/ }).waitFor();
        dialog = await openDialog(page, 'Novo plano', 'Novo plano');
        await shoot(page, `novo-plano-${tag}`);
        await dialog.getByRole('button', { name: 'Criar plano' }).click();
        await dialog.waitFor({ state: 'detached' });
        await page.locator('.plans-table tr[aria-current="true"]').waitFor();
        await shoot(page, `assinaturas-plano-novo-${tag}`, false);
      } finally {
        await close();
      }
    }
  }
  console.log(`screenshots in ${OUT}; ${findings} serious axe findings`);
} finally {
  await browser.close();
  await sandbox.close();
}
