// Hash routes (#/cobrancas/1000001): work from the engine at `/`, from a file:// load in the
// desktop shell, and survive reloads. The route is state; views read it through hooks.
import { createStore } from 'zustand/vanilla';

export type View = 'cobrancas' | 'carnes' | 'assinaturas' | 'links' | 'webhooks' | 'relogio' | 'emails' | 'conciliacao' | 'requisicoes' | 'falhas' | 'homologacao' | 'cartoes' | 'conta' | 'api';
export const VIEWS: View[] = ['cobrancas', 'carnes', 'assinaturas', 'links', 'webhooks', 'relogio', 'emails', 'conciliacao', 'requisicoes', 'falhas', 'homologacao', 'cartoes', 'conta', 'api'];

export interface Route {
  view: View;
  /** The selected item of the view (a charge id, a carnê id, a subscription id, a link's charge id, an e-mail id, a request id). */
  id: number | null;
}

export function parseHash(hash: string): Route {
  const [view, id] = hash.replace(/^#\/?/, '').split('/');
  const known = (VIEWS as string[]).includes(view) ? (view as View) : 'cobrancas';
  const numeric = id && /^\d+$/.test(id) ? Number(id) : null;
  return { view: known, id: numeric };
}

export function hrefOf(view: View, id?: number | null): string {
  return `#/${view}${id !== null && id !== undefined ? `/${id}` : ''}`;
}

export interface RouterState extends Route {
  navigate(view: View, id?: number | null): void;
}

export function createRouterStore(target: Window = window) {
  const store = createStore<RouterState>()(() => ({
    ...parseHash(target.location.hash),
    navigate(view, id = null) {
      const next = hrefOf(view, id);
      if (target.location.hash !== next) target.location.hash = next;
      else store.setState(parseHash(next));
    },
  }));
  target.addEventListener('hashchange', () => store.setState(parseHash(target.location.hash)));
  return store;
}

export type RouterStore = ReturnType<typeof createRouterStore>;
