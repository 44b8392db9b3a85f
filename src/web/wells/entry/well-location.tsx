import { useId, useState, type Ref } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useWatch, type Control } from 'react-hook-form';
import { coordinateText, isCoordinateKeystrokeText } from '../../../domain/maps/coordinate-entry';
import type { FieldDefinition } from '../../../domain/monitoring/field-definitions';
import { LOCATION_CHOICES } from '../../../domain/wells/wells-texts';
import { FieldInput } from '../../components/field-input/field-input';
import { LocationPicker } from '../../components/location-picker/location-picker';
import type { FormValues } from './form-values';

export type LocationChoice = (typeof LOCATION_CHOICES)[number];
export const [USE_GPS, CLICK_ON_MAP, ENTER_COORDINATES] = LOCATION_CHOICES;

export const LOCATION_TEXTS = {
  legend: 'Location',
  locating: 'Finding the device’s location...',
  found: (latitude: string, longitude: string, accuracyMeters: number) =>
    `Location found: ${latitude}, ${longitude} (within ${Math.round(accuracyMeters)} m).`,
  locateAgain: 'Locate Again',
  chosen: (latitude: string, longitude: string) => `Latitude ${latitude}, longitude ${longitude}.`,
  notChosen: 'No location chosen yet.',
  otherWays: "Choose 'Click Point on Map' or 'Enter Latitude/Longitude' instead.",
  noGeolocation: 'This browser cannot tell the device’s location.',
  refused:
    'Access to the device’s location was refused. Allow it in the browser’s site settings and try again.',
  unavailable: 'The device’s location is not available right now (no GPS or network position).',
  timedOut: 'Finding the device’s location took too long.',
} as const;

type GpsStatus =
  | { kind: 'idle' }
  | { kind: 'locating' }
  | { kind: 'found'; accuracy: number }
  | { kind: 'failed'; message: string };

/** What a refused or failed position request means to the user (GeolocationPositionError codes). */
function gpsFailureOf(code: number): string {
  if (code === 1) return LOCATION_TEXTS.refused;
  if (code === 3) return LOCATION_TEXTS.timedOut;
  return LOCATION_TEXTS.unavailable;
}

export interface WellLocationProps {
  control: Control<FormValues>;
  latitudeField: FieldDefinition;
  longitudeField: FieldDefinition;
  choice: LocationChoice;
  onChoice: (choice: LocationChoice) => void;
  /** Sets latitude and longitude as the form's text. */
  onPick: (latitude: string, longitude: string) => void;
  /** The messages of latitude and longitude at fault, shown here while their fields are hidden. */
  faults: readonly string[];
  /** The map's accessible name, e.g. 'Location of MAD-IRR-014'. */
  mapLabel: string;
  disabled?: boolean;
  /** The radio group's first radio, focused when the location is at fault. */
  choiceRef?: Ref<HTMLInputElement>;
}

/**
 * spec 1 §4, Location choice: the device's position (GPS), a point clicked on the map (the map shows), or
 * latitude and longitude typed (the map hides; the two fields show only for this choice).
 */
export function WellLocation({
  control,
  latitudeField,
  longitudeField,
  choice,
  onChoice,
  onPick,
  faults,
  mapLabel,
  disabled,
  choiceRef,
}: WellLocationProps) {
  const legendId = useId();
  const faultsId = useId();
  const [gps, setGps] = useState<GpsStatus>({ kind: 'idle' });
  const [latitude, longitude] = useWatch({ control, name: [latitudeField.name, longitudeField.name] });
  const latitudeText = typeof latitude === 'string' ? latitude : '';
  const longitudeText = typeof longitude === 'string' ? longitude : '';

  const locate = () => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setGps({ kind: 'failed', message: LOCATION_TEXTS.noGeolocation });
      return;
    }
    setGps({ kind: 'locating' });
    geolocation.getCurrentPosition(
      (position) => {
        onPick(coordinateText(position.coords.latitude), coordinateText(position.coords.longitude));
        setGps({ kind: 'found', accuracy: position.coords.accuracy });
      },
      (error) => setGps({ kind: 'failed', message: gpsFailureOf(error.code) }),
      { enableHighAccuracy: true, timeout: 30_000, maximumAge: 60_000 },
    );
  };

  const choose = (next: LocationChoice) => {
    onChoice(next);
    if (next === USE_GPS) locate();
  };

  const chosen =
    latitudeText && longitudeText
      ? LOCATION_TEXTS.chosen(latitudeText, longitudeText)
      : LOCATION_TEXTS.notChosen;

  return (
    <Box>
      <FormControl component="fieldset" disabled={disabled} error={faults.length > 0} sx={{ mb: 2 }}>
        <FormLabel component="legend" id={legendId}>
          {LOCATION_TEXTS.legend}
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby={legendId}
          aria-describedby={faults.length > 0 && choice !== ENTER_COORDINATES ? faultsId : undefined}
          value={choice}
          onChange={(event) => choose(event.target.value as LocationChoice)}
        >
          {LOCATION_CHOICES.map((option, index) => (
            <FormControlLabel
              key={option}
              value={option}
              label={option}
              control={<Radio slotProps={{ input: { ref: index === 0 ? choiceRef : undefined } }} />}
            />
          ))}
        </RadioGroup>
        {choice !== ENTER_COORDINATES && faults.length > 0 && (
          <FormHelperText id={faultsId}>{faults.join(' ')}</FormHelperText>
        )}
      </FormControl>

      {choice === USE_GPS && (
        <Box sx={{ mb: 2 }}>
          <Typography role="status" sx={{ mb: 1 }}>
            {gps.kind === 'locating'
              ? LOCATION_TEXTS.locating
              : gps.kind === 'found'
                ? LOCATION_TEXTS.found(latitudeText, longitudeText, gps.accuracy)
                : gps.kind === 'idle'
                  ? chosen
                  : ''}
          </Typography>
          {gps.kind === 'failed' && (
            <Alert severity="warning" sx={{ mb: 1 }}>
              {`${gps.message} ${LOCATION_TEXTS.otherWays}`}
            </Alert>
          )}
          <Button variant="outlined" onClick={locate} disabled={disabled || gps.kind === 'locating'}>
            {LOCATION_TEXTS.locateAgain}
          </Button>
        </Box>
      )}

      {choice === CLICK_ON_MAP && (
        <Box>
          <Typography sx={{ mb: 1 }}>{chosen}</Typography>
          <LocationPicker
            latitude={latitudeText}
            longitude={longitudeText}
            onPick={onPick}
            label={mapLabel}
            disabled={disabled}
          />
        </Box>
      )}

      {choice === ENTER_COORDINATES && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {[latitudeField, longitudeField].map((field) => (
            <FieldInput
              key={field.name}
              control={control}
              field={field}
              acceptsText={isCoordinateKeystrokeText}
              disabled={disabled}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
