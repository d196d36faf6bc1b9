import { ActionIcon, Button, Group, Indicator, Loader, Paper, TextInput, Tooltip } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconSearch, IconX } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { ScanButton } from '../../../components/scanner';
import classes from './catalogue-page.module.css';

interface CatalogueSearchBarProps {
  text: string;
  onText: (text: string) => void;
  onSubmit: () => void;
  onClear: () => void;
  onScan: () => void;
  busy: boolean;
  isLarge: boolean;
  filterCount: number;
  showFilters: boolean;
  onToggleFilters: () => void;
}

/** The search box with its search, scan and filters buttons. */
export function CatalogueSearchBar(props: CatalogueSearchBarProps) {
  const { text, busy, isLarge, filterCount, showFilters } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <Paper component="form" onSubmit={submit} p={6} radius="md" withBorder role="search">
      <Group gap={6} wrap="nowrap">
        <TextInput
          className={classes.searchInput}
          variant="unstyled"
          px="xs"
          size="md"
          value={text}
          onChange={(event) => props.onText(event.currentTarget.value)}
          // About 165 px are left beside the buttons on a 390 px phone: only a short example fits.
          placeholder={
            isLarge
              ? 'Busca una autoparte, marca, modelo y año, p. ej. puerta delantera jetta 2015'
              : 'Ej. faro jetta 2015'
          }
          aria-label="Buscar autopartes"
          enterKeyHint="search"
          rightSection={
            text ? (
              <ActionIcon variant="subtle" color="gray" aria-label="Limpiar búsqueda" onClick={props.onClear}>
                <IconX size={18} />
              </ActionIcon>
            ) : null
          }
        />
        {/* Not `loading`: that disables the button, and a disabled submit button makes the
            browser ignore Enter in the box, so a search typed while the last one loads was lost. */}
        <Button type="submit" size="md" px="md" aria-label="Buscar" aria-busy={busy}>
          {busy ? <Loader size={20} color="white" /> : <IconSearch size={20} />}
        </Button>
        <ScanButton label="Escanear código QR" onClick={props.onScan} />
        <Tooltip label={showFilters ? 'Ocultar filtros' : 'Mostrar filtros'}>
          <Indicator label={filterCount} size={18} disabled={filterCount === 0} offset={4}>
            <ActionIcon
              size={42}
              variant={showFilters ? 'filled' : 'default'}
              aria-label="Filtros"
              aria-pressed={showFilters}
              onClick={props.onToggleFilters}
            >
              <IconAdjustmentsHorizontal size={22} />
            </ActionIcon>
          </Indicator>
        </Tooltip>
      </Group>
    </Paper>
  );
}
