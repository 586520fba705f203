// The clock view (#/relogio): the advance buttons, "até a data e hora", the schedule of what falls
// due, the summary of what an advance ran, and the parked jobs.
import type { Locator, Page } from 'playwright-core';

export class ClockView {
  constructor(private readonly page: Page) {}

  /** '+5 min', '+1 h', '+1 dia', '+1 semana', '+1 mês', 'Até a próxima tarefa', 'Avançar' (to the date). */
  button(name: '+5 min' | '+1 h' | '+1 dia' | '+1 semana' | '+1 mês' | 'Até a próxima tarefa'): Locator {
    return this.page.getByRole('button', { name });
  }

  get advanceToDate(): Locator {
    return this.page.getByRole('button', { name: 'Avançar', exact: true });
  }

  get dateField(): Locator {
    return this.page.getByLabel('Até a data', { exact: true });
  }

  get timeField(): Locator {
    return this.page.getByLabel('Hora', { exact: true });
  }

  get openCalendar(): Locator {
    return this.page.getByRole('button', { name: 'Abrir o calendário' });
  }

  get calendar(): Locator {
    return this.page.getByRole('dialog', { name: 'Calendário: Até a data' });
  }

  /** "Relógio avançado … N tarefa(s) executada(s)." */
  advanced(tasks: number): Locator {
    return this.page.getByText(new RegExp(`Relógio avançado .* ${tasks} ${tasks === 1 ? 'tarefa executada' : 'tarefas executadas'}\\.`));
  }

  get schedule(): Locator {
    return this.page.getByRole('region', { name: 'Próximos agendamentos' });
  }

  /** A scheduled job's row, anywhere on the page, by the text it holds. */
  job(text: string): Locator {
    return this.page.getByRole('row').filter({ hasText: text });
  }

  /** The next job, as "Até a próxima tarefa" describes it. */
  get nextJob(): Locator {
    return this.page.locator('#clock-next-job');
  }

  get nothingNext(): Locator {
    return this.page.getByText('Nada agendado: não há próxima tarefa até onde avançar.');
  }

  /** "O que aconteceu": the last advance's summary. */
  get summary(): Locator {
    return this.page.getByRole('region', { name: /^O que aconteceu/ });
  }

  /** A line of the summary ("1 boleto vencido", "1 callback com falha"…). */
  summaryLine(text: string): Locator {
    return this.summary.getByRole('listitem').filter({ hasText: text });
  }

  get parked(): Locator {
    return this.page.getByRole('region', { name: 'Tarefas paradas' });
  }
}
