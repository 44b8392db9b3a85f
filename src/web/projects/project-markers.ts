import { SITE_MARKERS } from '../../domain/maps/site-markers';
import type { ProjectRecord } from '../../domain/projects/project-form';
import { PROJECT_ROUTES } from '../../domain/projects/project-texts';
import type { SiteMapMarker } from '../components/site-map/site-map-types';

/** The located projects as site map markers, in the home map's project colour, linking to their detail. */
export function projectMarkers(projects: readonly ProjectRecord[]): SiteMapMarker[] {
  return projects.flatMap((project) =>
    project.geometry
      ? [
          {
            id: project.id,
            dmsSiteId: project.project_id || `Project ${project.id}`,
            localSiteId: project.project_name,
            coordinates: project.geometry.coordinates,
            detailPath: PROJECT_ROUTES.implementationDetail(project.id),
            colour: SITE_MARKERS.projects.colour,
            // the site map draws circles and squares; the home map's star is its own
            shape: 'circle' as const,
          },
        ]
      : [],
  );
}
