import Typography from '@mui/material/Typography';
import { ACCOUNT_TEXTS } from '../../domain/accounts/account-texts';

/** spec 1 §2.1: the password rules, shown beside the password fields. */
export function PasswordRequirements() {
  return (
    <Typography component="div" variant="body2" color="text.secondary">
      Password requirements:
      <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
        {ACCOUNT_TEXTS.passwordRequirements.map((requirement) => (
          <li key={requirement}>{requirement}</li>
        ))}
      </ul>
    </Typography>
  );
}
