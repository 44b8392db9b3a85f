import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { SITE_SAVE_TEXTS, type SiteRegistry } from '../../../domain/monitoring/site-registries';
import { ErrorState } from '../../components/states/error-state';
import { LoadingState } from '../../components/states/loading-state';
import { collectionOptionsQuery, collectionRecordQuery } from '../admin-api';
import { requestErrorText } from '../admin-errors';
import { AdminPage } from '../admin-page';
import { LastChangedLine } from '../last-changed-line';
import { SiteForm, type SiteRecord } from './site-form';
import { useSiteReferences } from './site-references';

/**
 * /admin…sites/{id|new} (spec 2 §2.11-§2.14, §4: new mode when the id is 'new'): loads the site, the
 * OPTIONS choices and the lists its references choose from, then shows the form.
 */
export function SiteFormPage({ registry }: { registry: SiteRegistry }) {
  const id = useParams().id ?? 'new';
  const isNew = id.toLowerCase() === 'new';
  const record = useQuery({ ...collectionRecordQuery<SiteRecord>(registry.path, id), enabled: !isNew });
  const options = useQuery(collectionOptionsQuery(registry.path));
  const references = useSiteReferences(registry.fields);

  const title = isNew ? `New ${registry.noun}` : `${registry.noun} ${record.data?.dms_site_id ?? ''}`.trim();
  const crumbs = [{ label: registry.title, to: registry.route }, { label: title }];

  let content;
  if (!isNew && record.isError) {
    content = (
      <ErrorState
        message={requestErrorText(record.error, SITE_SAVE_TEXTS.loadFailed)}
        onRetry={() => void record.refetch()}
      />
    );
  } else if (options.isError || references.failed) {
    content = (
      <ErrorState
        message={requestErrorText(options.error, SITE_SAVE_TEXTS.choicesLoadFailed)}
        onRetry={() => {
          if (options.isError) void options.refetch();
          references.retry();
        }}
      />
    );
  } else if ((!isNew && record.isPending) || options.isPending || references.pending) {
    content = <LoadingState />;
  } else {
    content = (
      <>
        <SiteForm
          key={isNew ? 'new' : String(record.data?.id)}
          registry={registry}
          record={isNew ? undefined : record.data}
          options={options.data}
          references={references.choices}
        />
        {!isNew && <LastChangedLine path={registry.path} id={id} />}
      </>
    );
  }

  return (
    <AdminPage title={title} crumbs={crumbs}>
      {content}
    </AdminPage>
  );
}
