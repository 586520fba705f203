// The charges, carnês, subscriptions, plans and links a request touched (the server works them out
// from the path and the answer), as links to their pages on this dashboard.
import type { TouchedResource } from '../../api/types.ts';
import { hrefOf, type View } from '../../stores/router.ts';

const PAGES: Record<TouchedResource['kind'], { view: View; label: string; withId: boolean }> = {
  charge: { view: 'cobrancas', label: 'Cobrança', withId: true },
  carnet: { view: 'carnes', label: 'Carnê', withId: true },
  subscription: { view: 'assinaturas', label: 'Assinatura', withId: true },
  // Plans have no page of their own: they are listed on the subscriptions page.
  plan: { view: 'assinaturas', label: 'Plano', withId: false },
  link: { view: 'links', label: 'Link', withId: true },
};

export function resourceLabel(resource: TouchedResource): string {
  return `${PAGES[resource.kind].label} #${resource.id}`;
}

export function resourceHref(resource: TouchedResource): string {
  const page = PAGES[resource.kind];
  return hrefOf(page.view, page.withId ? resource.id : null);
}

/** `inRow`: inside a list row, whose links stay out of the Tab order (the detail pane repeats them). */
export function ResourceLinks({ resources, inRow = false }: { resources: TouchedResource[]; inRow?: boolean }) {
  if (resources.length === 0) return null;
  return (
    <span className="request-resources">
      {resources.map((resource) => (
        <a key={`${resource.kind}-${resource.id}`} className="request-resource" href={resourceHref(resource)} tabIndex={inRow ? -1 : undefined}>
          {resourceLabel(resource)}
        </a>
      ))}
    </span>
  );
}
