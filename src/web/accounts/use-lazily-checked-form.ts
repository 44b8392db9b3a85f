import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

type Schema = z.ZodType<FieldValues, FieldValues>;

function lazyResolver<TSchema extends Schema>(
  loadSchema: () => Promise<TSchema>,
): Resolver<z.input<TSchema>, unknown, z.output<TSchema>> {
  return async (values, context, options) => {
    const resolverModule = import('@hookform/resolvers/zod');
    const schema: TSchema = await loadSchema();
    const { zodResolver } = await resolverModule;
    return zodResolver(schema)(values, context, options);
  };
}

/**
 * useAccountForm for the login page, the first download of every guest (issue 17): the schema and zod
 * behind it (24 KiB gzipped) are fetched when the form is first submitted, not with the page. The checks
 * are the domain's, as on every account form.
 */
export function useLazilyCheckedForm<TSchema extends Schema>(
  loadSchema: () => Promise<TSchema>,
  defaultValues: DefaultValues<z.input<TSchema>>,
) {
  const [resolver] = useState(() => lazyResolver(loadSchema));
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
}
