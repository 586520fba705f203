// API: this sandbox's OpenAPI 3.1 document, readable — every route by group, with the body it
// validates, what it answers and the error codes it can give — and the JSON to download for
// client generators and contract tests. The document is read once per visit; it never changes
// while the server runs.
import { useEffect, useState } from 'react';
import { useAppStores } from '../../stores/scope.tsx';
import { EmptyState, ErrorMessage, Spinner } from '../../ui/components.tsx';
import { groupRoutes, type ApiRoute, type OpenApiDocument } from './openapi-model.ts';
import { RouteDetail } from './route-detail.tsx';
import './api.css';

type Loaded = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; doc: OpenApiDocument };

export function ApiView() {
  const { publicApi } = useAppStores();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [filter, setFilter] = useState('');
  useEffect(() => {
    let live = true;
    publicApi.openApiDocument().then(
      (doc) => live && setLoaded({ status: 'ready', doc }),
      (error: unknown) => live && setLoaded({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [publicApi]);
  const url = `${publicApi.baseUrl}/openapi.json`;

  return (
    <div className="page api-page">
      <header className="page-head">
        <h1>API</h1>
        <p className="page-lede">
          O contrato deste sandbox em OpenAPI 3.1, gerado do próprio código: cada rota de <code>/v1</code> e{' '}
          <code>/sandbox/v1</code>, o corpo que ela valida (os mesmos JSON Schemas), a resposta e os códigos de erro que pode dar.
        </p>
        <p className="api-links">
          <a className="btn btn-small" href={url} download="openapi.json">
            Baixar openapi.json
          </a>{' '}
          <a href={url} target="_blank" rel="noreferrer" className="mono small">
            {url}
          </a>
        </p>
      </header>
      <div className="field api-filter">
        <label htmlFor="api-filter">Filtrar rotas</label>
        <input id="api-filter" type="search" value={filter} placeholder="caminho, resumo ou código de erro" onChange={(e) => setFilter(e.target.value)} />
      </div>
      {loaded.status === 'loading' && <Spinner label="Carregando o documento OpenAPI…" />}
      {loaded.status === 'error' && <ErrorMessage error={loaded.error} title="Não foi possível carregar /openapi.json" />}
      {loaded.status === 'ready' && <Groups doc={loaded.doc} filter={filter} />}
    </div>
  );
}

function Groups({ doc, filter }: { doc: OpenApiDocument; filter: string }) {
  const groups = groupRoutes(doc, filter);
  if (groups.length === 0) return <EmptyState title={`Nenhuma rota com “${filter}”.`} />;
  return (
    <>
      {groups.map((group, i) => (
        // aria-labelledby takes ids separated by spaces: the tag ("Sandbox: clock") cannot be one.
        <section key={group.tag} className="panel api-group" aria-labelledby={`api-tag-${i}`}>
          <h2 id={`api-tag-${i}`}>{group.tag}</h2>
          {group.description && <p className="muted">{group.description}</p>}
          <ul className="api-routes">
            {group.routes.map((route) => (
              <RouteItem key={`${route.method} ${route.path}`} doc={doc} route={route} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function RouteItem({ doc, route }: { doc: OpenApiDocument; route: ApiRoute }) {
  // The detail is built only once opened: ~90 routes' schemas would be a heavy page otherwise.
  const [open, setOpen] = useState(false);
  return (
    <li>
      <details className="api-route" onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
        <summary>
          <span className={`method method-${route.method.toLowerCase()}`}>{route.method}</span> <span className="mono api-path">{route.path}</span>{' '}
          <span className="api-summary">{route.operation.summary}</span>
        </summary>
        {open && <RouteDetail doc={doc} route={route} />}
      </details>
    </li>
  );
}
