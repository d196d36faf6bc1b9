import { Alert, Anchor, Button, Checkbox, Stack, Text } from '@mantine/core';
import type { VinLookup } from '@yonke/domain/schemas';
import { Link } from 'react-router';

const MISSING_LABELS: Record<string, string> = { make: 'marca', model: 'modelo', year: 'año' };

interface VinResultProps {
  decoded: VinLookup;
  confirmed: boolean;
  onConfirm: (confirmed: boolean) => void;
  onSuggestion: (vin: string) => void;
}

/** What the VIN says: its make, year and maker, what is left to choose, and its warnings. */
export function VinResult({ decoded, confirmed, onConfirm, onSuggestion }: VinResultProps) {
  const suggestion = decoded.suggestion && (
    <Button
      variant="light"
      size="md"
      h="auto"
      mih={44}
      py={8}
      maw="100%"
      styles={{ label: { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
      onClick={() => onSuggestion(decoded.suggestion as string)}
    >
      ¿Quisiste decir {decoded.suggestion}?
    </Button>
  );
  if (!decoded.valid) {
    return (
      <Alert color="red" title="VIN no válido">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{decoded.errors.filter((error) => !error.startsWith('¿Quisiste')).join(' ')}</Text>
          {suggestion}
        </Stack>
      </Alert>
    );
  }
  const found = [
    decoded.make && `Marca: ${decoded.make.name}`,
    decoded.year && `Año: ${decoded.year}`,
    decoded.manufacturer &&
      `Fabricante: ${decoded.manufacturer}${decoded.country ? ` (${decoded.country})` : ''}`,
  ].filter(Boolean);
  const missing = decoded.missing.map((key) => MISSING_LABELS[key] ?? key);
  return (
    <Alert
      color={decoded.warnings.length > 0 || decoded.same_vin.length > 0 ? 'yellow' : 'blue'}
      title="Datos del VIN"
    >
      <Stack gap={4}>
        {found.length > 0 && <Text size="sm">{found.join(' · ')}</Text>}
        {missing.length > 0 && <Text size="sm">Elige tú: {missing.join(', ')}.</Text>}
        {decoded.warnings
          .filter((warning) => !warning.startsWith('¿Quisiste'))
          .map((warning) => (
            <Text size="sm" key={warning}>
              {warning}
            </Text>
          ))}
        {suggestion}
        {decoded.check_digit_mismatch && (
          <Checkbox
            mt={4}
            size="md"
            label="Sí, guardar este VIN como está"
            checked={confirmed}
            onChange={(event) => onConfirm(event.currentTarget.checked)}
          />
        )}
        {decoded.same_vin.length > 0 && (
          <Text size="sm">
            Este VIN ya está registrado:{' '}
            {decoded.same_vin.map((other, index) => (
              <span key={other.id}>
                {index > 0 && ', '}
                <Anchor component={Link} to={`/vehicles/${other.id}`}>
                  {other.code}
                </Anchor>
              </span>
            ))}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
