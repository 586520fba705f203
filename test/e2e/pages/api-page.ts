// The API view (#/api): the served OpenAPI document by group, a route's body, answer and errors.
import type { Locator, Page } from 'playwright-core';

export class ApiPageView {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { name: 'API', exact: true });
  }

  group(name: string): Locator {
    return this.page.getByRole('region', { name });
  }

  /** A route's summary line in a group (click to open it). */
  route(group: Locator, text: string | RegExp): Locator {
    return group.locator('summary').filter({ hasText: text });
  }

  /** Every route shown. */
  get routes(): Locator {
    return this.page.locator('.api-route');
  }

  /** 'erros de PUT /v1/charge/{id}/cancel', 'corpo de POST /v1/charge', 'resposta de …'. */
  table(name: string): Locator {
    return this.page.getByRole('table', { name });
  }

  get filter(): Locator {
    return this.page.getByLabel('Filtrar rotas');
  }

  get download(): Locator {
    return this.page.getByRole('link', { name: 'Baixar openapi.json' });
  }
}
