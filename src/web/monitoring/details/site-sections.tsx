import { useState } from 'react';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { isWebAddress, type FieldDefinition } from '../../../domain/monitoring/field-definitions';
import { displayFieldValue, fieldSections } from './field-display';

export interface SiteSectionsProps {
  fields: readonly FieldDefinition[];
  site: Record<string, unknown>;
  /** Shows sections under other titles, e.g. Identification and Location together on water quality. */
  sectionNames?: Readonly<Record<string, string>>;
}

/** The collapsible sections of a detail screen, built from the site's field list; the first starts open. */
export function SiteSections({ fields, site, sectionNames }: SiteSectionsProps) {
  const sections = fieldSections(fields, sectionNames);
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(sections.slice(0, 1).map((s) => s.title)),
  );

  const toggle = (title: string, expanded: boolean) =>
    setOpen((current) => {
      const next = new Set(current);
      if (expanded) next.add(title);
      else next.delete(title);
      return next;
    });

  return (
    <Box sx={{ mb: 3 }}>
      {sections.map((section) => {
        const id = `section-${section.title.replace(/\W+/g, '-').toLowerCase()}`;
        return (
          <Accordion
            key={section.title}
            expanded={open.has(section.title)}
            onChange={(_event, expanded) => toggle(section.title, expanded)}
            disableGutters
          >
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              aria-controls={`${id}-content`}
              id={`${id}-header`}
            >
              <Typography component="h3" sx={{ fontWeight: 500 }}>
                {section.title}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Box
                component="dl"
                sx={{
                  m: 0,
                  display: 'grid',
                  columnGap: 2,
                  rowGap: 1,
                  gridTemplateColumns: {
                    xs: '1fr',
                    sm: 'minmax(160px, 1fr) 2fr',
                    lg: 'repeat(2, minmax(160px, 1fr) 2fr)',
                  },
                }}
              >
                {section.fields.map((field) => {
                  const value = displayFieldValue(field, site);
                  return (
                    <Box key={field.name} sx={{ display: 'contents' }}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {field.label}
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                        {isWebAddress(value) ? (
                          <Link href={value} target="_blank" rel="noopener noreferrer">
                            {value}
                          </Link>
                        ) : (
                          value
                        )}
                      </Typography>
                    </Box>
                  );
                })}
              </Box>
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}
