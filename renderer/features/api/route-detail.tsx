// One route of the API page, opened: who may call, its parameters, the body it validates, what it
// answers, and the error codes it can give — its own rules' first, then those every route shares.
import { Fragment } from 'react';
import { CodeBlock } from '../../ui/components.tsx';
import { resolve, schemaRows, securityLabel, successOf, type ApiRoute, type JsonSchema, type OpenApiDocument } from './openapi-model.ts';

export function RouteDetail({ doc, route }: { doc: OpenApiDocument; route: ApiRoute }) {
  const { operation } = route;
  const body = operation.requestBody?.content['application/json'];
  const success = successOf(operation);
  const label = `${route.method} ${route.path}`;
  return (
    <div className="api-detail">
      {operation.description && <p>{operation.description}</p>}
      <p className="muted small">Autenticação: {securityLabel(operation)}</p>
      {operation.parameters && operation.parameters.length > 0 && (
        <div className="api-block">
          <h3 className="panel-title">Parâmetros</h3>
          <table className="table table-compact api-schema">
            <tbody>
              {operation.parameters.map((p) => (
                <tr key={`${p.in} ${p.name}`}>
                  <td className="mono">
                    {p.name}
                    {p.required && <abbr title="obrigatório"> *</abbr>}
                  </td>
                  <td className="muted">{p.in === 'path' ? 'caminho' : 'query'}</td>
                  <td>{[String(resolve(doc, p.schema).type ?? ''), p.description].filter(Boolean).join(' · ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {body?.schema && (
        <div className="api-block">
          <h3 className="panel-title">
            Corpo da requisição <span className="api-media">· application/json{operation.requestBody?.required ? '' : ' (opcional)'}</span>
          </h3>
          <SchemaTable doc={doc} schema={body.schema} label={`corpo de ${label}`} />
          {body.example !== undefined && <CodeBlock text={JSON.stringify(body.example, null, 2)} label={`exemplo de corpo de ${label}`} />}
        </div>
      )}
      <div className="api-block">
        <h3 className="panel-title">
          Resposta {success.status}
          {success.type && <span className="api-media"> · {success.type}</span>}
        </h3>
        <p className="muted small">{success.description}</p>
        {success.media?.schema && <SchemaTable doc={doc} schema={success.media.schema} label={`resposta de ${label}`} />}
        {success.media?.example !== undefined && <CodeBlock text={JSON.stringify(success.media.example, null, 2)} label={`exemplo de resposta de ${label}`} />}
      </div>
      <ErrorCodes route={route} />
    </div>
  );
}

function SchemaTable({ doc, schema, label }: { doc: OpenApiDocument; schema: JsonSchema; label: string }) {
  const rows = schemaRows(doc, schema);
  if (rows.length === 0) return <p className="mono small">{String(resolve(doc, schema).type ?? 'qualquer')}</p>;
  return (
    <table className="table table-compact api-schema" aria-label={label}>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            <td className="mono nowrap" style={{ paddingLeft: `${8 + row.depth * 18}px` }}>
              {row.name}
              {row.required && !row.name.startsWith('(') && row.name !== '[]' && <abbr title="obrigatório"> *</abbr>}
            </td>
            <td className="mono api-type">{row.type}</td>
            <td className="muted api-notes">{row.notes}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ErrorCodes({ route }: { route: ApiRoute }) {
  const codes = route.operation['x-error-codes'];
  const own = codes.filter((c) => !c.shared);
  const shared = codes.filter((c) => c.shared);
  return (
    <div className="api-block">
      <h3 className="panel-title">Códigos de erro</h3>
      {own.length > 0 ? (
        <table className="table table-compact" aria-label={`erros de ${route.method} ${route.path}`}>
          <thead>
            <tr>
              <th scope="col">HTTP</th>
              <th scope="col">code</th>
              <th scope="col">error</th>
            </tr>
          </thead>
          <tbody>
            {own.map((c) => (
              <tr key={c.error}>
                <td>{c.status}</td>
                <td className="mono">{c.code}</td>
                <td className="mono">{c.error}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="muted small">Nenhum próprio desta rota.</p>
      )}
      {shared.length > 0 && (
        <p className="muted small api-shared">
          Também, como toda rota deste tipo:{' '}
          {shared.map((c, i) => (
            <Fragment key={c.error}>
              {i > 0 && ', '}
              <span className="nowrap">
                {c.status} <code>{c.error}</code>
              </span>
            </Fragment>
          ))}
        </p>
      )}
    </div>
  );
}
