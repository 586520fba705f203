// E-mails: the outbox of what the sandbox would have sent (boleto resends), Mailpit-style: the
// list on the left, the message and its PDF attachment on the right.
import { useEffect, useState } from 'react';
import { allowsBlobFrames } from '../../api/page-policy.ts';
import type { Email } from '../../api/types.ts';
import { useEmailActions, useEmailAttachment, useEmails, useNavigate, useRoute } from '../../stores/hooks.ts';
import { hrefOf } from '../../stores/router.ts';
import { EmptyState, ErrorMessage, Spinner } from '../../ui/components.tsx';
import { useListKeyboard } from '../../ui/list-keyboard.ts';
import { ListPane, emptyList } from '../../ui/list-pane.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { inlinePdfUrl } from '../../ui/pdf-view.ts';
import './emails.css';

export function EmailsView() {
  const { q, items, total, error } = useEmails();
  const { watch, open, setQuery } = useEmailActions();
  const { id } = useRoute();
  const navigate = useNavigate();
  useEffect(() => watch(), [watch]);
  useEffect(() => {
    open(id);
  }, [id, open]);
  const selected = items.find((e) => e.id === id) ?? null;
  const keyboard = useListKeyboard<HTMLDivElement>(items.length, selected ? items.indexOf(selected) : -1, (index) => navigate('emails', items[index].id));

  return (
    <div className="split">
      <section className="split-list" aria-labelledby="emails-title">
        <ListPane
          head={
            <div className="list-head">
              <h1 id="emails-title">E-mails</h1>
              <p className="muted small">Caixa de saída: nada é enviado de verdade.</p>
            </div>
          }
          search={{ id: 'email-search', value: q, onSearch: (text) => setQuery({ q: text }) }}
          error={error}
          errorTitle="Não foi possível carregar a caixa de saída"
          loading={total === null}
          empty={emptyList(
            items.length === 0 && !error,
            !!q && 'Nenhum e-mail com esta busca.',
            <EmptyState title="Nenhum e-mail ainda.">
              <p>
                Um boleto reenviado (<code>POST /v1/charge/:id/billet/resend</code>, ou “Reenviar por e-mail” numa cobrança) aparece aqui, com o PDF anexo.
              </p>
            </EmptyState>,
          )}
        >
          <div className="mail-list" role="grid" aria-label="E-mails" ref={keyboard.ref} onKeyDown={keyboard.onKeyDown}>
            {items.map((email, index) => (
              <div key={email.id} role="row" {...keyboard.rowProps(index)}>
                <span role="gridcell" className="list-cell-contents">
                <a
                  href={hrefOf('emails', email.id)}
                  className={`mail-item${email.id === id ? ' mail-item-selected' : ''}`}
                  aria-current={email.id === id ? true : undefined}
                  tabIndex={-1}
                  onClick={(e) => {
                    e.preventDefault();
                    navigate('emails', email.id);
                  }}
                >
                  <span className="mail-to">{email.recipient}</span>
                  <span className="mail-date">{formatDateTime(email.created_at)}</span>
                  <span className="mail-subject">{email.subject}</span>
                  {email.attachment_name && <span className="mail-attach">Anexo: {email.attachment_name}</span>}
                </a>
                </span>
              </div>
            ))}
          </div>
        </ListPane>
      </section>
      <section className="split-detail" aria-label="Mensagem">
        {selected ? <EmailMessage email={selected} /> : <EmptyState title="Escolha uma mensagem para lê-la." />}
      </section>
    </div>
  );
}

function EmailMessage({ email }: { email: Email }) {
  const attachment = useEmailAttachment(email.id);
  const { loadAttachment } = useEmailActions();
  const [inline, setInline] = useState<boolean | null>(null);
  useEffect(() => {
    void allowsBlobFrames().then(setInline);
  }, []);
  useEffect(() => {
    if (email.attachment_name) void loadAttachment(email.id);
  }, [email.id, email.attachment_name, loadAttachment]);
  return (
    <article className="detail" aria-labelledby="mail-title">
      <header className="detail-head mail-head">
        <h2 id="mail-title">{email.subject}</h2>
        <dl className="facts facts-tight">
          <div>
            <dt>Para</dt>
            <dd>{email.recipient}</dd>
          </div>
          <div>
            <dt>Data</dt>
            <dd>{formatDateTime(email.created_at)}</dd>
          </div>
          {email.charge_id !== null && (
            <div>
              <dt>Cobrança</dt>
              <dd>
                <a href={hrefOf('cobrancas', email.charge_id)}>#{email.charge_id}</a>
              </dd>
            </div>
          )}
        </dl>
      </header>
      <section className="panel">
        <div className="mail-body">{email.body}</div>
      </section>
      {email.attachment_name && (
        <section className="panel" aria-labelledby="attach-title">
          <h3 id="attach-title" className="panel-title">Anexo</h3>
          {!attachment ? (
            <Spinner label="Carregando o PDF…" />
          ) : 'error' in attachment ? (
            <ErrorMessage error={attachment.error} title="Não foi possível abrir o anexo" />
          ) : (
            <>
              <p className="links">
                <span className="mono">{email.attachment_name}</span>
                <a href={attachment.url} target="_blank" rel="noreferrer">
                  Abrir o PDF ↗
                </a>
                <a href={attachment.url} download={email.attachment_name}>
                  Baixar
                </a>
              </p>
              {inline && <iframe className="pdf-frame" src={inlinePdfUrl(attachment.url)} title={`Anexo ${email.attachment_name}`} />}
              {inline === false && (
                <p className="muted small">O PDF anexado, exatamente como foi enviado, abre numa nova aba.</p>
              )}
            </>
          )}
        </section>
      )}
    </article>
  );
}
