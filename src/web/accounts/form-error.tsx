import Typography from '@mui/material/Typography';
import { serverErrorText } from './server-errors';

export interface FormErrorProps {
  /** The failure of the form's call; nothing shows while there is none. */
  error: unknown;
  /** How the failure reads; by default the rule of spec 1 §8 for register, update, recover and change. */
  textOf?: (error: unknown) => string;
}

/** Why the server refused a form, in red under it (spec 1 §2.1). */
export function FormError({ error, textOf = serverErrorText }: FormErrorProps) {
  if (!error) return null;
  return (
    <Typography role="alert" color="error">
      {textOf(error)}
    </Typography>
  );
}
