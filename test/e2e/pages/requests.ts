// The request log (#/requisicoes): the integrator's calls, newest first, with their filters, the
// dashboard's own calls on request, and a request's detail (bodies, both clocks, copy as curl).
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { HANG_GUARD_MS } from '../../helpers/hang-guard.ts';

export class RequestsView {
  constructor(private readonly page: Page) {}

  /** The log's table rows: a row reads "<method> … <path> … <status>". */
  get rows(): Locator {
    return this.page.locator('.requests-table tbody tr');
  }

  /** The rows of `method` whose path link reads `path` exactly. */
  row(method: string, path: string): Locator {
    return this.rows.filter({ hasText: method }).filter({ has: this.page.getByRole('link', { name: path, exact: true }) });
  }

  /** The links that open requests to `path` exactly, newest first. */
  pathLink(path: string): Locator {
    return this.rows.getByRole('link', { name: path, exact: true });
  }

  /** Opens a request's detail from its row. */
  async open(method: string, path: string): Promise<void> {
    await this.row(method, path).getByRole('link', { name: path, exact: true }).click();
  }

  /** The chip that marks a dashboard call, inside `within`. */
  dashboardChip(within: Locator | Page = this.page): Locator {
    return within.locator('.request-dashboard-chip');
  }

  /** Rows of the dashboard's own calls. */
  get dashboardRows(): Locator {
    return this.rows.filter({ has: this.dashboardChip() });
  }

  get showDashboardCalls(): Locator {
    return this.page.getByLabel('Mostrar chamadas do painel');
  }

  get failuresOnly(): Locator {
    return this.page.getByLabel('Somente falhas');
  }

  get methodFilter(): Locator {
    return this.page.getByLabel('Método', { exact: true });
  }

  get statusFilter(): Locator {
    return this.page.getByLabel('Status', { exact: true });
  }

  get pathFilter(): Locator {
    return this.page.getByLabel('Caminho', { exact: true });
  }

  get empty(): Locator {
    return this.page.getByText('Nenhuma requisição ainda.');
  }

  get emptyFiltered(): Locator {
    return this.page.getByText('Nenhuma requisição com estes filtros.');
  }

  get clocksHeader(): Locator {
    return this.page.getByRole('columnheader', { name: 'Relógio da conta Hora local' });
  }

  get detail(): Locator {
    return this.page.getByRole('region', { name: 'Detalhe da requisição' });
  }

  /** 'corpo da requisição' / 'corpo da resposta' of the open request. */
  body(which: 'requisição' | 'resposta'): Locator {
    return this.page.getByLabel(`corpo da ${which}`);
  }

  get copyAsCurl(): Locator {
    return this.page.getByRole('button', { name: 'Copiar como curl' });
  }

  /** The filter's refusal of what was typed ("Status inválido"). */
  get badStatusFilter(): Locator {
    return this.page.getByRole('alert').filter({ hasText: 'Status inválido' });
  }

  /** "Definir $TOKEN": the command that sets TOKEN from the account's credentials, and its copy button. */
  get setTokenToggle(): Locator {
    return this.page.getByText('Definir $TOKEN');
  }

  get copySetToken(): Locator {
    return this.page.getByRole('button', { name: 'Copiar comando para definir TOKEN' });
  }

  get copied(): Locator {
    return this.page.getByRole('button', { name: 'Copiado ✓' });
  }

  /** Waits until the table shows exactly these rows, "METHOD path status", newest first. */
  async waitForRows(expected: string[]): Promise<void> {
    const read = () =>
      this.rows.evaluateAll((trs) =>
        trs.map((tr) => {
          const cells = tr.querySelectorAll('td');
          return `${cells[1].textContent} ${tr.querySelector('.path a')?.textContent} ${cells[3].textContent}`;
        }),
      );
    await this.page
      .waitForFunction(
        (want) => {
          const trs = [...document.querySelectorAll('.requests-table tbody tr')];
          const got = trs.map((tr) => `${tr.querySelectorAll('td')[1].textContent} ${tr.querySelector('.path a')?.textContent} ${tr.querySelectorAll('td')[3].textContent}`);
          return JSON.stringify(got) === JSON.stringify(want);
        },
        expected,
        { timeout: HANG_GUARD_MS },
      )
      .catch(async () => assert.deepEqual(await read(), expected));
  }
}
