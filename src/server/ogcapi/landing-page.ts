import { CONFORMANCE_CLASSES, SERVICE_DESCRIPTION, SERVICE_TITLE } from '../../domain/ogcapi/conformance';
import type { OgcFormat } from '../../domain/ogcapi/format-negotiation';
import { conformanceLinks, landingLinks, type Link } from '../../domain/ogcapi/links';

export interface LandingPage {
  title: string;
  description: string;
  links: Link[];
}

/** GET /ogcapi (/req/core/root-success): what the service is and where its parts are. */
export function landingPage(base: string, format: OgcFormat): LandingPage {
  return { title: SERVICE_TITLE, description: SERVICE_DESCRIPTION, links: landingLinks(base, format) };
}

export interface ConformanceDeclaration {
  conformsTo: string[];
  links: Link[];
}

/** GET /ogcapi/conformance (/req/core/conformance-success): the conformance classes the service implements. */
export function conformanceDeclaration(base: string, format: OgcFormat): ConformanceDeclaration {
  return { conformsTo: [...CONFORMANCE_CLASSES], links: conformanceLinks(base, format) };
}
