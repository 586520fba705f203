import { hrefOf, type View } from '../../stores/router.ts';
import { useRoute } from '../../stores/hooks.ts';
import { NavIcon } from './nav-icons.tsx';

const ITEMS: Array<{ view: View; label: string; hint: string }> = [
  { view: 'cobrancas', label: 'Cobranças', hint: 'o que o seu código criou, ao vivo' },
  { view: 'carnes', label: 'Carnês', hint: 'parcelas mensais em boleto' },
  { view: 'assinaturas', label: 'Assinaturas', hint: 'planos e renovações' },
  { view: 'links', label: 'Links de pagamento', hint: 'o pagador escolhe boleto ou cartão' },
  { view: 'webhooks', label: 'Webhooks', hint: 'cada callback, tentativa por tentativa' },
  { view: 'relogio', label: 'Relógio', hint: 'avance dias e veja o que vence' },
  { view: 'emails', label: 'E-mails', hint: 'boletos reenviados' },
  { view: 'conciliacao', label: 'Conciliação', hint: 'arquivo de confirmações do dia' },
  { view: 'requisicoes', label: 'Requisições', hint: 'chamadas recentes à API' },
  { view: 'falhas', label: 'Falhas', hint: 'erros, timeouts e callbacks fora do roteiro' },
  { view: 'homologacao', label: 'Homologação', hint: 'o que a sua integração trata, e o que não' },
  { view: 'cartoes', label: 'Cartões de teste', hint: 'gere payment_token' },
  { view: 'conta', label: 'Conta e credenciais', hint: 'client_id, snippets' },
  { view: 'api', label: 'API', hint: 'rotas, schemas e erros (OpenAPI)' },
];

export function Nav() {
  const { view } = useRoute();
  return (
    <nav className="sidebar" aria-label="Seções">
      <ul>
        {ITEMS.map((item) => (
          <li key={item.view}>
            <a href={hrefOf(item.view)} aria-current={view === item.view ? 'page' : undefined} className="nav-link" title={item.label}>
              <NavIcon view={item.view} label={item.label} />
              {/* Below 1200 px only the icon shows; the words stay for screen readers (shell.css). */}
              <span className="nav-text">
                <span className="nav-label">{item.label}</span>
                <span className="nav-hint">{item.hint}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
